"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Link, usePathname } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";

/** cs / en / ru links that keep the current page and its query (ARCHITECTURE.md §4.7). */
export function LanguageSwitch() {
  const t = useTranslations("languages");
  const nav = useTranslations("nav");
  const locale = useLocale();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const href = search ? `${pathname}?${search}` : pathname;
  return (
    <ul aria-label={nav("language")} className="flex gap-1 text-xs font-semibold">
      {routing.locales.map((l) => (
        <li key={l}>
          <Link
            href={href}
            locale={l}
            hrefLang={l}
            lang={l}
            title={t(l)}
            aria-current={l === locale ? "true" : undefined}
            className={`rounded px-1.5 py-1 uppercase ${l === locale ? "bg-primary-600 text-white" : "text-slate-600 hover:bg-slate-100"}`}
          >
            {l}
          </Link>
        </li>
      ))}
    </ul>
  );
}
