import { useTranslations } from "next-intl";
import { daysAgo } from "@/lib/infra/format";

/**
 * "Poprvé inzerováno před N dny" (ARCHITECTURE.md §4.17): the car was listed before this listing, here
 * or elsewhere (archived and sold listings count: a relist does not make a car new). Nothing when
 * this listing is the car's first, or the first is of the same day.
 */
export function FirstListed({
  firstListedAt,
  listedAt,
}: {
  firstListedAt: string | null;
  listedAt: string;
}) {
  const t = useTranslations("carListings");
  if (!firstListedAt) return null;
  const days = daysAgo(firstListedAt);
  if (days <= daysAgo(listedAt)) return null;
  return (
    <p
      title={t("firstListedHint")}
      className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <time dateTime={firstListedAt}>{t("firstListed", { count: days })}</time>
    </p>
  );
}
