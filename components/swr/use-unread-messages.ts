"use client";
import useSWR from "swr";
import { apiFetch } from "@/lib/infra/api/client";
import { badgeText } from "./badge-text";
import { swrKeys } from "./keys";
import { useCurrentUser } from "./use-current-user";

/** How often a signed-in page asks for the unread count again. */
export const UNREAD_POLL_MS = 60_000;

/** The count of threads with unread messages; any failure reads as none (a badge is no error). */
async function fetchUnread(key: string): Promise<number> {
  try {
    const body = await apiFetch<{ unread_count?: number }>(key, { noRedirect: true });
    return Math.max(0, Number(body.unread_count) || 0);
  } catch {
    return 0;
  }
}

/**
 * The inbox badge (issue 31): polled while signed in, never asked for by an anonymous visitor
 * (the current user says which). A thread that is read revalidates swrKeys.unreadMessages.
 */
export function useUnreadMessages() {
  const { signedIn } = useCurrentUser();
  const { data } = useSWR(signedIn ? swrKeys.unreadMessages : null, fetchUnread, {
    refreshInterval: UNREAD_POLL_MS,
    revalidateOnFocus: true,
  });
  const count = signedIn && data ? data : 0;
  return { signedIn, count, text: badgeText(count) };
}
