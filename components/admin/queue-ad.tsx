import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { formatPrice } from "@/lib/infra/format";
import type { QueueAd } from "@/lib/moderation/types";
import { routes } from "@/lib/routes";

const STATUS_KEYS = {
  active: "active",
  sold: "sold",
  archived: "archived",
  deleted: "deleted",
} as const;

export const STATUS_LOOK = {
  active: "bg-green-100 text-green-800",
  sold: "bg-slate-200 text-slate-700",
  archived: "bg-amber-100 text-amber-800",
  deleted: "bg-red-100 text-red-800",
} as const;

/** An ad as the queues name it: title (linked to its page), price, status, seller. */
export async function QueueAdLine({
  ad,
  locale,
  heading = false,
}: {
  ad: QueueAd;
  locale: string;
  heading?: boolean;
}) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "admin.queue" });
  const status = await getTranslations({ locale: locale as "cs", namespace: "profile.adStatus" });
  const Title = heading ? "h3" : "p";
  return (
    <div className="min-w-0">
      <Title className={heading ? "text-base font-semibold" : "font-medium"}>
        <Link href={routes.ad(ad.id)} className="hover:text-primary-700 hover:underline">
          {ad.title}
        </Link>
      </Title>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="font-semibold text-slate-900 tabular-nums">{formatPrice(ad.price)}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_LOOK[ad.status]}`}
        >
          {status(STATUS_KEYS[ad.status])}
        </span>
        {ad.seller ? (
          <Link href={routes.seller(ad.seller.id)} className="hover:underline">
            {t("seller", { name: ad.seller.name })}
          </Link>
        ) : (
          <span>{t("noSeller")}</span>
        )}
      </p>
    </div>
  );
}
