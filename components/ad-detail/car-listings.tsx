import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { CarListing } from "@/lib/cars/listings";
import { sourceKey } from "@/lib/enums";
import { formatPrice } from "@/lib/infra/format";
import { routes } from "@/lib/routes";

/**
 * "Tento vůz je inzerován také" (ARCHITECTURE.md §4.17): the car's other active listings, each with its
 * source and price, linked to its page here (which links out to the source of an imported one).
 * Nothing when there is none.
 */
export function CarListings({ others }: { others: CarListing[] }) {
  const t = useTranslations("carListings");
  const e = useTranslations("enums");
  if (others.length === 0) return null;
  return (
    <section
      aria-labelledby="car-listings"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="car-listings" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("text")}</p>
      <ul className="mt-3 text-sm">
        {others.map((l) => {
          const source = e(sourceKey(l.source));
          const price = formatPrice(l.price);
          return (
            <li
              key={l.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-slate-100 py-2.5 last:border-b-0"
            >
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-700">
                {source}
              </span>
              <span className="ml-auto font-semibold text-slate-900 tabular-nums">{price}</span>
              <Link
                href={routes.ad(l.id)}
                aria-label={t("openLabel", { source, price })}
                className="text-primary-700 font-medium hover:underline"
              >
                {t("open")}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
