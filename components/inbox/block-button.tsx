"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { apiFetch } from "@/lib/infra/api/client";

/**
 * The seller's "Zablokovat odesílatele" (asks first) and, once blocked, "Odblokovat"
 * (POST / DELETE /api/conversations/{id}/block/).
 */
export function BlockButton({
  threadId,
  name,
  blocked,
  onChange,
}: {
  threadId: number;
  name: string;
  blocked: boolean;
  onChange: (blocked: boolean) => void;
}) {
  const t = useTranslations("inbox");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async (method: "POST" | "DELETE") => {
    setBusy(true);
    setFailed(false);
    try {
      const res = await apiFetch<{ blocked: boolean }>(`/api/conversations/${threadId}/block/`, {
        method,
      });
      setConfirming(false);
      onChange(res.blocked);
    } catch (err) {
      console.error("[inbox] block failed:", err);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {blocked ? (
        <Button variant="secondary" size="sm" onClick={() => void run("DELETE")} disabled={busy}>
          {busy ? t("unblocking") : t("unblock")}
        </Button>
      ) : (
        <Button variant="danger-ghost" size="sm" onClick={() => setConfirming(true)}>
          {t("block")}
        </Button>
      )}
      {failed && !confirming && (
        <p role="alert" className="text-sm text-red-700">
          {t("actionFailed")}
        </p>
      )}
      {confirming && (
        <Dialog onClose={busy ? () => {} : () => setConfirming(false)} title={t("blockTitle")}>
          <p className="mt-2 text-slate-600">{t("blockText", { name })}</p>
          {failed && (
            <div className="mt-3">
              <FormAlert>{t("actionFailed")}</FormAlert>
            </div>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
              {t("cancel")}
            </Button>
            <Button variant="danger" onClick={() => void run("POST")} disabled={busy}>
              {busy ? t("blocking") : t("blockConfirm")}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
