import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";

export interface Crumb {
  name: string;
  href: string;
}

/** Home › make › model; hidden on phones (seed 000 §2.3). */
export async function SearchBreadcrumb({ crumbs, locale }: { crumbs: Crumb[]; locale: string }) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "home" });
  const all = [{ name: t("home"), href: "/" }, ...crumbs];
  return (
    <nav aria-label={t("breadcrumb")} className="mb-3 hidden text-sm text-slate-500 md:block">
      <ol className="flex flex-wrap items-center gap-1.5">
        {all.map((c, i) => (
          <li key={c.href} className="flex items-center gap-1.5">
            {i > 0 && <span aria-hidden>›</span>}
            {i === all.length - 1 ? (
              <span aria-current="page" className="text-slate-700">
                {c.name}
              </span>
            ) : (
              <Link href={c.href} className="hover:text-primary-700 hover:underline">
                {c.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
