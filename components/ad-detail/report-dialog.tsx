"use client";

import { useTranslations } from "next-intl";
import { ReportFormDialog } from "@/components/ui/report-form-dialog";
import { useErrorText } from "@/components/ui/use-error-text";
import { pickForError } from "@/lib/infra/errors";
import {
  REPORT_NOTE_MAX,
  USER_REPORT_REASONS,
  reportSchema,
  type UserReportReason,
} from "@/lib/moderation/schemas";

const REASON_KEYS = {
  sold: { label: "reasons.sold", hint: "hints.sold" },
  scam: { label: "reasons.scam", hint: "hints.scam" },
  wrong_info: { label: "reasons.wrong_info", hint: "hints.wrong_info" },
  duplicate: { label: "reasons.duplicate", hint: "hints.duplicate" },
} as const satisfies Record<UserReportReason, { label: string; hint: string }>;

/** What the server's refusal tells the user (a 401 has already left the page). */
const FAILURE_KEYS = {
  not_found: "gone",
  gone: "gone",
  "forbidden.own_ad": "ownAd",
  rate_limited: "limited",
} as const;

/**
 * The ad's report form (issue 15): one of four reasons with a hint each, an optional note, then a
 * thank-you, or "already reported" when the user reported this ad before (the shared
 * ReportFormDialog).
 */
export default function ReportDialog({
  adId,
  title,
  onClose,
}: {
  adId: number;
  title: string;
  onClose: () => void;
}) {
  const t = useTranslations("report");
  const errorText = useErrorText("report");
  return (
    <ReportFormDialog
      url={`/api/ads/cars/${adId}/report/`}
      schema={reportSchema}
      idPrefix="report"
      noteMax={REPORT_NOTE_MAX}
      reasons={USER_REPORT_REASONS.map((reason) => ({
        value: reason,
        label: t(REASON_KEYS[reason].label),
        hint: t(REASON_KEYS[reason].hint),
      }))}
      texts={{
        title: t("title"),
        intro: t("intro", { title }),
        reason: t("reason"),
        note: t("note"),
        notePlaceholder: t("notePlaceholder"),
        noteCount: (count) => t("noteCount", { count, max: REPORT_NOTE_MAX }),
        cancel: t("cancel"),
        sending: t("sending"),
        submit: t("submit"),
        close: t("close"),
        thanksTitle: t("thanksTitle"),
        thanksText: t("thanksText"),
        alreadyTitle: t("alreadyTitle"),
        alreadyText: t("alreadyText"),
      }}
      errorText={errorText}
      failureText={(err) => t(pickForError(err, FAILURE_KEYS) ?? "failed")}
      onClose={onClose}
    />
  );
}
