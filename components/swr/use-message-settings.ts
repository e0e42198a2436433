"use client";
import useSWR from "swr";
import type { MessageSettings } from "@/lib/messages/schemas";
import { swrKeys } from "./keys";

/** The e-mails about new messages, on or off (GET /api/messages/settings/). */
export function useMessageSettings() {
  return useSWR<MessageSettings>(swrKeys.messageSettings);
}
