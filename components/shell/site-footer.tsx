import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

const PAGES = [
  ["/about", "about"],
  ["/faq", "faq"],
  ["/contact", "contact"],
  ["/terms", "terms"],
  ["/privacy-policy", "privacy"],
] as const;

export function SiteFooter() {
  const t = useTranslations("footer");
  return (
    <footer className="border-t border-slate-200 bg-white pb-24 md:pb-0">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 md:flex-row md:items-center md:justify-between">
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {PAGES.map(([href, key]) => (
            <li key={href}>
              <Link href={href} className="hover:text-primary-700">
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
        <p>{t("rights", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
