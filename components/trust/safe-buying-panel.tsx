import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { routes } from "@/lib/routes";

/** The rules the panel and the advice page list, as literal message keys. */
export const SAFE_BUYING_RULES = [
  "panel.viewing",
  "panel.vin",
  "panel.meet",
  "panel.courier",
  "panel.platform",
] as const;

/**
 * "Bezpečný nákup" beside the seller card of an active ad (issue 31): what a real seller never
 * asks, and a link to the full advice page (/bezpecny-nakup).
 */
export function SafeBuyingPanel() {
  const t = useTranslations("safety");
  return (
    <section
      aria-labelledby="safe-buying"
      className="rounded-2xl border border-emerald-200 bg-emerald-50/60 p-4 text-sm text-slate-700"
    >
      <h2 id="safe-buying" className="font-semibold text-slate-900">
        {t("panel.title")}
      </h2>
      <p className="mt-1">{t("panel.intro")}</p>
      <ul className="mt-2 grid list-disc gap-1 pl-5">
        {SAFE_BUYING_RULES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <Link
        href={routes.safeBuying}
        className="text-primary-700 mt-2 inline-block font-medium hover:underline"
      >
        {t("panel.more")}
      </Link>
    </section>
  );
}
