import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";

export interface Crumb {
  name: string;
  /** where the crumb leads; null when there is nothing to link to */
  href: string | null;
}

/**
 * Vozovna › … as links, hidden on phones (seed 000 §2.3, seed 001 §2.1). With `lastIsPage` the
 * last crumb names the page being read and is not a link.
 */
export async function Breadcrumb({
  crumbs,
  locale,
  lastIsPage = false,
}: {
  crumbs: Crumb[];
  locale: string;
  lastIsPage?: boolean;
}) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "home" });
  const all: Crumb[] = [{ name: t("home"), href: "/" }, ...crumbs];
  return (
    <nav aria-label={t("breadcrumb")} className="mb-3 hidden text-sm text-slate-500 md:block">
      <ol className="flex flex-wrap items-center gap-1.5">
        {all.map((c, i) => (
          <li key={`${i}-${c.name}`} className="flex items-center gap-1.5">
            {i > 0 && <span aria-hidden>›</span>}
            {lastIsPage && i === all.length - 1 ? (
              <span aria-current="page" className="text-slate-700">
                {c.name}
              </span>
            ) : c.href ? (
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
