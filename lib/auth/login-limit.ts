import "server-only";
import { APIError } from "better-auth/api";
import { AppError } from "@/lib/infra/errors";
import { limitOrThrow, resetLimit } from "@/lib/infra/rate-limit";
import { CLIENT_ADDRESS_HEADER } from "./route-headers";

/**
 * Sign-in attempts per account and client address, on top of better-auth's per-address limit.
 * Not per account alone: anyone could then lock the owner out by failing from a few addresses
 * of their own, while the owner's right password from another address must still get in.
 */
export const ACCOUNT_LOGIN_LIMIT = { points: 5, duration: 15 * 60 };

const keyOf = (email: string, headers: Headers | undefined) =>
  `login:${email.toLowerCase()}:${headers?.get(CLIENT_ADDRESS_HEADER) ?? "unknown"}`;

/** Spends an attempt of this account from this address; 429 with Retry-After when none is left. */
export async function spendLoginAttempt(email: string, headers: Headers | undefined) {
  try {
    await limitOrThrow(keyOf(email, headers), ACCOUNT_LOGIN_LIMIT);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const retry = err.extra?.retry_after_seconds;
    throw new APIError(
      "TOO_MANY_REQUESTS",
      { message: "Too many requests. Please try again later." },
      { "Retry-After": String(retry ?? ACCOUNT_LOGIN_LIMIT.duration) },
    );
  }
}

/** A successful sign-in forgets this address's failed attempts on the account. */
export const forgetLoginAttempts = (email: string, headers: Headers | undefined) =>
  resetLimit(keyOf(email, headers), ACCOUNT_LOGIN_LIMIT);
