"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { Draft } from "@/components/create-ad/state/draft";
import { formatPrice } from "@/lib/infra/format";
import type { usePublish } from "./use-publish";

/** Step 6's Back and Publish (disabled without a photo) and the confirmation dialog. */
export function PublishBar({
  draft,
  publish,
  onBack,
}: {
  draft: Draft;
  publish: ReturnType<typeof usePublish>;
  onBack: () => void;
}) {
  const t = useTranslations("createAdWizard");
  const noPhoto = draft.images.length === 0;
  return (
    <div className="grid gap-2 border-t border-slate-200 pt-4">
      <div className="flex items-center justify-between gap-3">
        <Button variant="secondary" onClick={onBack}>
          {t("back")}
        </Button>
        <Button
          variant="accent"
          size="lg"
          disabled={noPhoto || publish.sending}
          onClick={publish.ask}
        >
          {publish.sending ? t("final.publishing") : t("final.publish")}
        </Button>
      </div>
      {noPhoto && <p className="text-right text-sm text-slate-600">{t("final.needPhoto")}</p>}
      <Dialog
        open={publish.confirming}
        onClose={() => !publish.sending && publish.cancel()}
        title={t("final.publishTitle")}
      >
        <p className="mt-2 text-slate-600">
          {t("final.publishText", {
            title: draft.title.trim(),
            price: draft.price === null ? "" : formatPrice(draft.price),
          })}
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={publish.cancel} disabled={publish.sending}>
            {t("cancel")}
          </Button>
          <Button variant="accent" onClick={publish.send} disabled={publish.sending}>
            {publish.sending ? t("final.publishing") : t("final.publishConfirm")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
