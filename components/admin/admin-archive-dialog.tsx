"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { TextArea } from "@/components/ui/text-area";
import { useErrorText } from "@/components/ui/use-error-text";
import { AppError } from "@/lib/infra/errors";
import { useZodForm } from "@/components/forms/use-zod-form";
import { ARCHIVE_REASON_MAX, adminArchiveSchema } from "@/lib/moderation/schemas";

/**
 * An admin's archive of someone's ad (the ad page, the edit screen, the /admin queues): a
 * confirmation with the required reason, which the server writes to the audit log and mails to
 * the seller. `onArchive` makes the call; a refusal keeps the dialog and the text open.
 */
export function AdminArchiveDialog({
  title,
  onArchive,
  onClose,
}: {
  /** the ad's title */
  title: string;
  onArchive: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslations("adminArchive");
  const errorText = useErrorText();
  const [failed, setFailed] = useState(false);
  const form = useZodForm(adminArchiveSchema, { defaultValues: { reason: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ reason }) => {
    setFailed(false);
    try {
      await onArchive(reason);
    } catch (err) {
      console.error("[admin] archive failed:", err);
      if (err instanceof AppError && err.fields?.reason)
        form.setError("reason", { message: err.fields.reason });
      else setFailed(true);
    }
  });
  return (
    <Dialog onClose={isSubmitting ? () => {} : onClose} title={t("title")} placement="center">
      <form onSubmit={submit} noValidate className="mt-2 grid gap-4">
        <p className="text-slate-600">{t("text", { title })}</p>
        <TextArea
          id="admin-archive-reason"
          label={t("reason")}
          hint={t("reasonHint", { max: ARCHIVE_REASON_MAX })}
          rows={3}
          maxLength={ARCHIVE_REASON_MAX}
          error={errorText(errors.reason?.message)}
          {...form.register("reason")}
        />
        {failed && <FormAlert>{t("failed")}</FormAlert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant="danger" disabled={isSubmitting}>
            {isSubmitting ? t("busy") : t("confirm")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
