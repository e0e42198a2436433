"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";

/**
 * Where a message's scam-shield warnings go (issue 31). Nothing when the list is empty; else the
 * specific warnings component when one is given (`render`), or a generic translated caution.
 */
export function MessageWarningsSlot({
  warnings,
  render,
}: {
  warnings: readonly string[];
  render?: (warnings: readonly string[]) => ReactNode;
}) {
  const t = useTranslations("inbox");
  if (warnings.length === 0) return null;
  if (render) return <>{render(warnings)}</>;
  return (
    <p role="note" className="mt-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {t("warning")}
    </p>
  );
}
