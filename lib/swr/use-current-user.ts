"use client";
import useSWR from "swr";

export type CurrentUser = { username: string | null; user_id: string | null; seller_profile_id: number | null; is_admin: boolean };

export const CURRENT_USER_KEY = "/api/current-user/";
const ANONYMOUS: CurrentUser = { username: null, user_id: null, seller_profile_id: null, is_admin: false };

/** Any failure (401, 404 while the endpoint does not exist, network) reads as signed out. */
async function fetchCurrentUser(url: string): Promise<CurrentUser> {
  try {
    const res = await fetch(url, { credentials: "same-origin", headers: { accept: "application/json" } });
    if (!res.ok) return ANONYMOUS;
    const body = (await res.json()) as Partial<CurrentUser>;
    return { ...ANONYMOUS, ...body };
  } catch {
    return ANONYMOUS;
  }
}

export function useCurrentUser() {
  const { data, isLoading, mutate } = useSWR(CURRENT_USER_KEY, fetchCurrentUser, {
    revalidateOnFocus: true,
    dedupingInterval: 5000,
  });
  const user = data ?? ANONYMOUS;
  return { user, signedIn: Boolean(user.username), isLoading, mutate };
}
