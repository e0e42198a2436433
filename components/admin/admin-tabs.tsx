import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { routes } from "@/lib/routes";
import type { AdminTab } from "@/lib/moderation/schemas";

const TABS = [
  { tab: "reports", key: "tabs.reports" },
  { tab: "conversations", key: "conversations.tab" },
  { tab: "vin", key: "tabs.vin" },
  { tab: "audit", key: "tabs.audit" },
  { tab: "imports", key: "tabs.imports" },
  { tab: "cars", key: "tabs.cars" },
  { tab: "stats", key: "tabs.stats" },
] as const;

/** The sections of /admin, as links (the section lives in the URL). */
export async function AdminTabs({ current, locale }: { current: AdminTab; locale: string }) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "admin" });
  return (
    <nav aria-label={t("tabs.label")} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-1 border-b border-slate-200">
        {TABS.map(({ tab, key }) => (
          <li key={tab}>
            <Link
              href={routes.admin(tab)}
              aria-current={tab === current ? "page" : undefined}
              className={`-mb-px block border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap ${
                tab === current
                  ? "border-primary-600 text-primary-700"
                  : "border-transparent text-slate-600 hover:text-slate-900"
              }`}
            >
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
