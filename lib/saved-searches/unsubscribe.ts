import "server-only";
import { readBodyText } from "@/lib/infra/api/body";
import { AppError } from "@/lib/infra/errors";

// The unsubscribe link's API (seed 001 §3, §8): a wrong id or token answers 400 with the
// specification's exact text, which the /unsubscribe page maps to its "invalid link" message.

export const UNSUBSCRIBE_INVALID = "Invalid search ID or token";
export const UNSUBSCRIBE_RATE_LIMIT = { points: 30, duration: 600 } as const;

export const unsubscribeInvalid = () =>
  new AppError("bad_request", UNSUBSCRIBE_INVALID, undefined, { success: false });

/** Whether the POST is RFC 8058's one-click request (`List-Unsubscribe=One-Click`, form-encoded). */
export async function isOneClickBody(req: Request): Promise<boolean> {
  const text = await readBodyText(req, 1024);
  return new URLSearchParams(text).get("List-Unsubscribe") === "One-Click";
}
