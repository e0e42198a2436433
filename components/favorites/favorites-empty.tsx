import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { routes } from "@/lib/routes";

/** No favourites (yet, or any more): what the heart does and the way to the search (seed 000 §2.4). */
export function FavoritesEmpty() {
  const t = useTranslations("favorites");
  return (
    <section className="mx-auto max-w-md rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <svg aria-hidden viewBox="0 0 24 24" className="mx-auto size-10 text-slate-300">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill="currentColor"
        />
      </svg>
      <h2 className="mt-4 text-lg font-semibold">{t("emptyTitle")}</h2>
      <p className="mt-2 text-slate-600">{t("emptyText")}</p>
      <Link href={routes.home} className={buttonClass({ size: "lg", className: "mt-6" })}>
        {t("startBrowsing")}
      </Link>
    </section>
  );
}
