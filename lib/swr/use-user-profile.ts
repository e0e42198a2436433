"use client";
import useSWR from "swr";
import { apiFetch } from "@/lib/api/client";
import { swrKeys } from "./keys";

/** The part of GET /api/profile/get/ the phone verification resumes from. */
export interface UserProfile {
  phone_pending_verification: string | null;
  phone_verification_cooldown_active: boolean;
  phone_verification_cooldown_seconds_remaining: number;
}

/** A failed read (signed out, network) leaves the profile unknown, without navigating. */
const fetchUserProfile = (key: string) => apiFetch<UserProfile>(key, { noRedirect: true });

/**
 * The signed-in user's profile, read afresh each time a form using it opens; `onLoad` hears
 * each fresh read (never a cached copy), so a form resumes from the server's present state.
 */
export function useUserProfile({ onLoad }: { onLoad?: (profile: UserProfile) => void } = {}) {
  const { data, mutate } = useSWR(swrKeys.userProfile, fetchUserProfile, {
    revalidateOnFocus: false,
    dedupingInterval: 0, // a form reopened at once still reads afresh
    onSuccess: onLoad,
  });
  return { profile: data ?? null, mutate };
}
