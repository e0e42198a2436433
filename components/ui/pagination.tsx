import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

/** Page links 1 … n around the current page; `hrefFor` keeps the other query parameters. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const t = useTranslations("pagination");
  if (pages <= 1) return null;
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const list = [...shown].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const item = "grid h-10 min-w-10 place-items-center rounded-lg px-3 text-sm font-medium";
  return (
    <nav aria-label={t("label")} className="mt-6 flex flex-wrap items-center justify-center gap-1">
      {page > 1 && (
        <Link href={hrefFor(page - 1)} rel="prev" className={`${item} hover:bg-slate-200`}>
          {t("previous")}
        </Link>
      )}
      {list.map((p, i) => (
        <span key={p} className="flex items-center gap-1">
          {i > 0 && p - list[i - 1] > 1 && <span className="px-1 text-slate-400">…</span>}
          <Link
            href={hrefFor(p)}
            aria-label={t("page", { page: p })}
            aria-current={p === page ? "page" : undefined}
            className={`${item} ${p === page ? "bg-primary-600 text-white" : "hover:bg-slate-200"}`}
          >
            {p}
          </Link>
        </span>
      ))}
      {page < pages && (
        <Link href={hrefFor(page + 1)} rel="next" className={`${item} hover:bg-slate-200`}>
          {t("next")}
        </Link>
      )}
    </nav>
  );
}
