"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ad-edit/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import { apiFetch } from "@/lib/infra/api/client";
import type { SplitInput } from "@/lib/cars/schemas";

/** "Oddělit": after a confirm, takes the listing out of its car, then reads the page again. */
export function SplitButton({ adId, title }: { adId: number; title: string }) {
  const t = useTranslations("admin.actions");
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const split = async () => {
    setFailed(false);
    try {
      const body: SplitInput = { ad_id: adId };
      await apiFetch("/api/admin/cars/split/", { method: "POST", body });
      setConfirming(false);
      router.refresh();
    } catch (err) {
      console.error("[admin] split failed:", err);
      setConfirming(false);
      setFailed(true);
    }
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="danger-ghost"
        size="sm"
        onClick={() => setConfirming(true)}
        aria-label={t("splitLabel", { id: adId, title })}
      >
        {t("split")}
      </Button>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t("failed")}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={t("splitTitle")}
          text={t("splitText", { title })}
          confirm={t("split")}
          busyText={t("splitting")}
          cancel={t("cancel")}
          onConfirm={split}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
