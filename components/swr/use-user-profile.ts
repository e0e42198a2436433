"use client";
import { useEffect, useRef } from "react";
import useSWR from "swr";
import { apiFetch } from "@/lib/infra/api/client";
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
 * The signed-in user's profile. `onLoad` hears one fresh read started when the form mounts (never
 * a cached copy, nor a read another form started), so a form resumes from the server's present state.
 */
export function useUserProfile({ onLoad }: { onLoad?: (profile: UserProfile) => void } = {}) {
  const { data, mutate } = useSWR(swrKeys.userProfile, fetchUserProfile, {
    revalidateOnFocus: false,
    revalidateOnMount: false, // the read below is the mount's read
  });
  const heard = useRef(onLoad);
  useEffect(() => {
    let live = true;
    // mutate() drops a request still under way (a closed form's) and reads afresh
    mutate().then(
      (profile) => live && profile && heard.current?.(profile),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [mutate]);
  return { profile: data ?? null, mutate };
}
