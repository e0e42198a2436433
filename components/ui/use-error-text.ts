"use client";
import { useTranslations } from "next-intl";

/**
 * Translates a message key sent by a zod schema or the server ("auth.errors.emailInvalid"); with a
 * `namespace`, a short key of that namespace ("required" of "contact.errors") reads too.
 */
export function useErrorText(namespace?: string) {
  const t = useTranslations();
  return (
    key: string | undefined | null,
    fallback = "common.errorOccurred",
  ): string | undefined => {
    if (!key) return undefined;
    for (const full of namespace ? [`${namespace}.${key}`, key] : [key]) {
      const k = full as Parameters<typeof t>[0];
      if (t.has(k)) return t(k);
    }
    return t(fallback as Parameters<typeof t>[0]);
  };
}
