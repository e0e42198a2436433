"use client";
import useSWR from "swr";
import { isCode } from "@/lib/infra/errors";
import type { SellerContact } from "@/lib/sellers/contact-types";
import { swrKeys } from "./keys";

/**
 * A verified seller's phone, e-mail and location for one ad, read each time the dialog opens
 * (every reveal is logged): `contact` once loaded; `failed`, and `limited` on a 429, otherwise.
 */
export function useSellerContact(profileId: number, adId: number) {
  const { data, error } = useSWR<SellerContact>(swrKeys.sellerContact(profileId, adId), {
    revalidateOnFocus: false,
    onError: (err) => console.error("[contact] load failed:", err),
  });
  return { contact: data ?? null, failed: !!error, limited: isCode(error, "rate_limited") };
}
