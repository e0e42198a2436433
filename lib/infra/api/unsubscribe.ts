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
// CSRF token: the HMAC token in the path is the credential (ARCHITECTURE.md §4.10). A wrong id or
// token answers 400 with the specification's exact text, which the page maps to "invalid link".

export const UNSUBSCRIBE_INVALID = "Invalid search ID or token";
export const UNSUBSCRIBE_RATE_LIMIT = { points: 30, duration: 600 } as const;

export const unsubscribeInvalid = () =>
  new AppError("bad_request", UNSUBSCRIBE_INVALID, undefined, { success: false });

/** Whether the POST is RFC 8058's one-click request (`List-Unsubscribe=One-Click`, form-encoded). */
export async function isOneClickBody(req: Request): Promise<boolean> {
  const text = await readBodyText(req, 1024);
  return new URLSearchParams(text).get("List-Unsubscribe") === "One-Click";
}

/**
 * The GET and POST handlers of an unsubscribe link's API: each rate-limited per client address,
 * the POST only with the one-click body; `stop` checks the path's token and turns the e-mails off
 * (throwing a 400 for a wrong one) and its answer is the JSON body.
 */
export function oneClickUnsubscribeRoute<P>(stop: (params: P) => Promise<unknown>) {
  async function unsubscribe(req: NextRequest, params: P) {
    await limitOrThrow(`unsubscribe:${clientIp(req)}`, UNSUBSCRIBE_RATE_LIMIT);
    return stop(params);
  }
  return {
    GET: route<P>(async (req, { params }) => unsubscribe(req, params)),
    POST: route<P>(async (req, { params }) => {
      if (!(await isOneClickBody(req))) throw unsubscribeInvalid();
      return unsubscribe(req, params);
    }),
  };
}
