"use client";
import useSWR from "swr";
import { forgetSessionHint, hasSessionHint } from "@/lib/auth/session-hint";
import { apiFetch } from "@/lib/infra/api/client";
import { AppError } from "@/lib/infra/errors";
import { swrKeys } from "./keys";

export type CurrentUser = {
  username: string | null;
  user_id: string | null;
  seller_profile_id: number | null;
  is_admin: boolean;
};

export const ANONYMOUS: CurrentUser = {
  username: null,
  user_id: null,
  seller_profile_id: null,
  is_admin: false,
};

/**
 * Without the sign-in hint (lib/auth/session-hint.ts) the browser has no session: signed out at
 * once, with no request. The hint is read on every run, so a revalidation after a sign-in (the
 * answer set the hint) asks. Any failure reads as signed out, without navigating; a signed-out
 * answer (or 401) also drops the hint, while a network or server failure, or a body that could not
 * be read, keeps it.
 */
async function fetchCurrentUser(key: string): Promise<CurrentUser> {
  if (!hasSessionHint()) return ANONYMOUS;
  try {
    const answer = await apiFetch<Partial<CurrentUser>>(key, { noRedirect: true });
    // only an answer that says "nobody" (user_id null) drops the hint: a body that could not be
    // read (the page left while it arrived, which the fetcher reads as {}) says nothing
    if (answer.user_id === null) forgetSessionHint();
    return { ...ANONYMOUS, ...answer };
  } catch (err) {
    if (err instanceof AppError && err.status === 401) forgetSessionHint();
    return ANONYMOUS;
  }
}

export function useCurrentUser() {
  const { data, isLoading, mutate } = useSWR(swrKeys.currentUser, fetchCurrentUser, {
    revalidateOnFocus: true,
    dedupingInterval: 5000,
  });
  const user = data ?? ANONYMOUS;
  return { user, signedIn: Boolean(user.username), isLoading, mutate };
}
