"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { MessageForm, type MessageAd } from "./message-form";

/** The message form in the one modal shell: a bottom sheet on phones (issue 31). */
export default function MessageDialog({
  sellerName,
  ads,
  signedIn,
  onClose,
}: {
  sellerName: string;
  ads: MessageAd[];
  signedIn: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("messages");
  return (
    <Dialog
      onClose={onClose}
      title={t("form.title", { name: sellerName })}
      closeLabel={t("form.close")}
      size="lg"
    >
      <div className="mt-3">
        <MessageForm ads={ads} signedIn={signedIn} onClose={onClose} />
      </div>
    </Dialog>
  );
}
