import "server-only";
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/infra/errors";
import { clientIp } from "@/lib/infra/http/client-address";
import { limitOrThrow } from "@/lib/infra/rate-limit";
import { readBodyText } from "./body";
import { route } from "./handler";

// The unsubscribe links of our e-mails (saved-search alerts, new messages, the weekly statistics):
// one API shape for all, the specification's for saved searches (seed 001 §3, §8). GET is the
// /unsubscribe page's call, POST the RFC 8058 one-click request of mail clients. No session and no
// CSRF token: the HMAC token in the path is the credential (ARCHITECTURE.md §4.10). A wrong link
// (id, user or token) and a POST without the one-click body answer 400 `bad_request` in the words
// of the route's own link, which its page maps to "invalid link".

export const UNSUBSCRIBE_INVALID = "Invalid search ID or token";
export const UNSUBSCRIBE_RATE_LIMIT = { points: 30, duration: 600 } as const;

/** A saved search's link: the specification's exact text and body (seed 001 §3, §8). */
export const unsubscribeInvalid = () =>
  new AppError("bad_request", UNSUBSCRIBE_INVALID, undefined, { success: false });

/** A link that stops one kind of a user's e-mails (new messages, the weekly statistics). */
export const userLinkInvalid = () => new AppError("bad_request", "Invalid user or token.");

/** Whether the POST is RFC 8058's one-click request (`List-Unsubscribe=One-Click`, form-encoded). */
export async function isOneClickBody(req: Request): Promise<boolean> {
  const text = await readBodyText(req, 1024);
  return new URLSearchParams(text).get("List-Unsubscribe") === "One-Click";
}

/**
 * The GET and POST handlers of an unsubscribe link's API: each rate-limited per client address,
 * the POST only with the one-click body; `stop` checks the path's token and turns the e-mails off,
 * its answer the JSON body, null for a wrong link. A wrong link and a POST that is not one-click
 * answer `invalid()`, the route's own error.
 */
export function oneClickUnsubscribeRoute<P>(
  stop: (params: P) => Promise<object | null>,
  invalid: () => AppError,
) {
  async function unsubscribe(req: NextRequest, params: P) {
    await limitOrThrow(`unsubscribe:${clientIp(req)}`, UNSUBSCRIBE_RATE_LIMIT);
    const answer = await stop(params);
    if (!answer) throw invalid();
    return answer;
  }
  return {
    GET: route<P>(async (req, { params }) => unsubscribe(req, params)),
    POST: route<P>(async (req, { params }) => {
      if (!(await isOneClickBody(req))) throw invalid();
      return unsubscribe(req, params);
    }),
  };
}
