"use client";

import { useTranslations } from "next-intl";
import { ReportFormDialog } from "@/components/ui/report-form-dialog";
import { useErrorText } from "@/components/ui/use-error-text";
import { pickForError } from "@/lib/infra/errors";
import { MESSAGES_NAMESPACE } from "@/lib/messages/errors";
import {
  reportThreadSchema,
  THREAD_REPORT_REASONS,
  type ThreadReportReason,
} from "@/lib/messages/schemas";

const NOTE_MAX = 500;

const REASON_KEYS = {
  scam: "report.reasons.scam",
  spam: "report.reasons.spam",
  abuse: "report.reasons.abuse",
  other: "report.reasons.other",
} as const satisfies Record<ThreadReportReason, string>;

const FAILURE_KEYS = { rate_limited: "report.limited" } as const;

/** "Nahlásit konverzaci": a reason and a note, the same form as an ad's report; then a thank-you. */
export function ReportThreadDialog({
  threadId,
  title,
  onClose,
}: {
  threadId: number;
  title: string;
  onClose: () => void;
}) {
  const t = useTranslations("inbox");
  const errorText = useErrorText(MESSAGES_NAMESPACE);
  return (
    <ReportFormDialog
      url={`/api/conversations/${threadId}/report/`}
      schema={reportThreadSchema}
      idPrefix="thread-report"
      noteMax={NOTE_MAX}
      reasons={THREAD_REPORT_REASONS.map((reason) => ({
        value: reason,
        label: t(REASON_KEYS[reason]),
      }))}
      texts={{
        title: t("report.title"),
        intro: t("report.intro", { title }),
        reason: t("report.reason"),
        note: t("report.note"),
        notePlaceholder: t("report.notePlaceholder"),
        noteCount: (count) => t("report.noteCount", { count, max: NOTE_MAX }),
        cancel: t("report.cancel"),
        sending: t("report.sending"),
        submit: t("report.submit"),
        close: t("report.close"),
        thanksTitle: t("report.thanksTitle"),
        thanksText: t("report.thanksText"),
        alreadyTitle: t("report.alreadyTitle"),
        alreadyText: t("report.alreadyText"),
      }}
      errorText={errorText}
      failureText={(err) => t(pickForError(err, FAILURE_KEYS) ?? "report.failed")}
      onClose={onClose}
    />
  );
}
