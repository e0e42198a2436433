import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { AdCrumb } from "@/lib/ads/breadcrumb";

/** Vozovna › make › model › generation › fuel › gearbox, each a link to its search; hidden on phones. */
export async function AdBreadcrumb({ crumbs, locale }: { crumbs: AdCrumb[]; locale: string }) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "home" });
  const all = [{ name: t("home"), href: "/" }, ...crumbs];
  return (
    <nav aria-label={t("breadcrumb")} className="mb-3 hidden text-sm text-slate-500 md:block">
      <ol className="flex flex-wrap items-center gap-1.5">
        {all.map((c, i) => (
          <li key={`${i}-${c.name}`} className="flex items-center gap-1.5">
            {i > 0 && <span aria-hidden>›</span>}
            {c.href ? (
              <Link href={c.href} className="hover:text-primary-700 hover:underline">
                {c.name}
              </Link>
            ) : (
              <span className="text-slate-700">{c.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
