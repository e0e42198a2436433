"use client";
import { useTranslations } from "next-intl";
import { AppError } from "@/lib/infra/errors";

/**
 * The reason of a failed save (seed 001 §8): the server's field error (translated when it is a
 * message key), else its error text, else "Unknown error".
 */
export function useErrorDetail() {
  const root = useTranslations();
  const t = useTranslations("editAd");
  return (err: unknown): string => {
    if (!(err instanceof AppError)) return t("unknownError");
    const field = err.fields && Object.values(err.fields)[0];
    const text = field || err.message;
    if (!text) return t("unknownError");
    const key = text as Parameters<typeof root>[0];
    return root.has(key) ? root(key) : text;
  };
}
