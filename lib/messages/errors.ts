// What each refusal of the messages API tells the user: message keys of the "messages" group by
// error code, for the message form and the inbox (pickForError). Client-safe.
import type { ErrorCode } from "@/lib/infra/errors";

export const MESSAGE_ERROR_KEYS = {
  unauthorized: "errors.signIn",
  not_found: "errors.notFound",
  gone: "errors.adClosed",
  "gone.ad_closed": "errors.adClosed",
  "gone.expired": "errors.expired",
  "forbidden.own_ad": "errors.ownAd",
  "forbidden.imported_ad": "errors.importedAd",
  "forbidden.undeliverable": "errors.undeliverable",
  "rate_limited.messages": "errors.tooMany",
  rate_limited: "errors.tooMany",
} as const satisfies Partial<Record<ErrorCode, string>>;

/** The messages group of messages/*.json: the form's and the inbox's useTranslations name. */
export const MESSAGES_NAMESPACE = "messages";
