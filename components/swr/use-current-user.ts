"use client";
import useSWR from "swr";
import { apiFetch } from "@/lib/infra/api/client";
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

/** Any failure (401, a missing endpoint, network) reads as signed out, without navigating. */
async function fetchCurrentUser(key: string): Promise<CurrentUser> {
  try {
    return { ...ANONYMOUS, ...(await apiFetch<Partial<CurrentUser>>(key, { noRedirect: true })) };
  } catch {
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
