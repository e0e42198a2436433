"use client";

import { useTranslations } from "next-intl";
import { usePathname } from "@/i18n/navigation";
import { sectionOf } from "./sections";

/** On phones the current section's name stands beside the logo. */
export function SectionName() {
  const t = useTranslations("shell.sections");
  const inbox = useTranslations("inbox.nav");
  const section = sectionOf(usePathname());
  return (
    <span className="truncate border-l border-slate-200 pl-3 text-sm font-semibold text-slate-700 md:hidden">
      {section === "messages" ? inbox("link") : t(section)}
    </span>
  );
}
