"use client";
import useSWR, { useSWRConfig } from "swr";
import type { ConversationDetail, ConversationList, ThreadRole } from "@/lib/messages/schemas";
import { swrKeys } from "./keys";

/** The inbox's list pages (swrKeys.conversations), to be read again after a thread changed. */
export const isConversationsKey = (key: unknown) =>
  typeof key === "string" && /^\/api\/conversations\/(\?|$)/.test(key);

/** A page of the user's threads, of one role or both (GET /api/conversations/?page=&role=). */
export function useConversations(page: number, role: ThreadRole | null = null) {
  return useSWR<ConversationList>(swrKeys.conversations(page, role), { revalidateOnFocus: true });
}

/** One thread with its messages (GET /api/conversations/{id}/, which marks it read). */
export function useConversation(id: number) {
  return useSWR<ConversationDetail>(swrKeys.conversation(id), { revalidateOnFocus: true });
}

/** After a thread was read or answered: the list pages and the unread badge are read again. */
export function useRefreshInbox() {
  const { mutate } = useSWRConfig();
  return () => {
    void mutate(isConversationsKey);
    void mutate(swrKeys.unreadMessages);
  };
}
