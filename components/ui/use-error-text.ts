"use client";
import { useTranslations } from "next-intl";

/** Translates a message key sent by a zod schema or the server ("auth.errors.emailInvalid"). */
export function useErrorText() {
  const t = useTranslations();
  return (
    key: string | undefined | null,
    fallback = "common.errorOccurred",
  ): string | undefined => {
    if (!key) return undefined;
    const k = key as Parameters<typeof t>[0];
    if (t.has(k)) return t(k);
    return t(fallback as Parameters<typeof t>[0]);
  };
}
