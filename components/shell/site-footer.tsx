import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { ConsentSettingsLink } from "@/components/consent/consent-settings-link";
import { GAZETTEER_ATTRIBUTION } from "@/lib/places/attribution";
import { routes } from "@/lib/routes";
import { SocialLinks } from "./social-links";

const PAGES = [
  ["/about", "about"],
  ["/faq", "faq"],
  ["/contact", "contact"],
  ["/terms", "terms"],
  ["/privacy-policy", "privacy"],
] as const;

export function SiteFooter() {
  const t = useTranslations("footer");
  const safety = useTranslations("safety");
  return (
    <footer className="border-t border-slate-200 bg-white pb-24 md:pb-0">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 text-sm text-slate-600 md:grid-cols-[1fr_auto]">
        <nav aria-label={t("pages")}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {PAGES.map(([href, key]) => (
              <li key={href}>
                <Link href={href} className="hover:text-primary-700">
                  {t(key)}
                </Link>
              </li>
            ))}
            <li>
              <Link href={routes.safeBuying} className="hover:text-primary-700">
                {safety("panel.title")}
              </Link>
            </li>
            <li>
              <ConsentSettingsLink label={t("cookieSettings")} />
            </li>
          </ul>
        </nav>
        <SocialLinks label={t("social")} title={t("followUs")} />
        <div className="flex flex-col gap-1 text-xs text-slate-500 md:col-span-2 md:flex-row md:justify-between">
          <p>{t("rights", { year: new Date().getFullYear() })}</p>
          <p>
            {t.rich("placesData", {
              source: (chunks) => (
                <a
                  href={GAZETTEER_ATTRIBUTION.url}
                  rel="noopener"
                  target="_blank"
                  className="hover:text-primary-700 underline"
                >
                  {chunks}
                </a>
              ),
              name: GAZETTEER_ATTRIBUTION.text,
              license: GAZETTEER_ATTRIBUTION.license,
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}
