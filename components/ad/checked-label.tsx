import { useTranslations } from "next-intl";
import type { AdSource, AdStatus } from "@/lib/enums";
import { daysAgo } from "@/lib/infra/format";

/**
 * "Ověřeno dnes / včera / před N dny" (issue 15): when the seller last confirmed an ad of our own
 * source is still for sale. Nothing for imported ads (their import refreshes them) nor for ads no
 * longer on sale.
 */
export function CheckedLabel({
  ad,
  className = "px-2 py-0.5",
}: {
  ad: { source: AdSource; status: AdStatus; checked_at: string };
  /** padding and weight (the card's chips are smaller than the ad page's) */
  className?: string;
}) {
  const t = useTranslations("card");
  if (ad.source !== "own" || ad.status !== "active") return null;
  const days = daysAgo(ad.checked_at);
  return (
    <span
      title={t("checkedHint")}
      className={`inline-flex items-center gap-1 rounded-full bg-sky-50 text-sky-800 ${className}`}
    >
      <svg aria-hidden viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor">
        <path d="M3.5 8.5l3 3 6-7" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <time dateTime={ad.checked_at}>
        {days === 0
          ? t("checkedToday")
          : days === 1
            ? t("checkedYesterday")
            : t("checkedDaysAgo", { count: days })}
      </time>
    </span>
  );
}
