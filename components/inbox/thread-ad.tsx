"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { formatPrice } from "@/lib/infra/format";
import type { ThreadAd } from "@/lib/messages/schemas";
import { routes } from "@/lib/routes";

/** The ad of a thread as a small card: photo, title, current price; a closed ad says so. */
export function ThreadAdCard({ ad, link = false }: { ad: ThreadAd; link?: boolean }) {
  const t = useTranslations("inbox");
  const title = link ? (
    <Link href={routes.ad(ad.id)} className="hover:text-primary-700 hover:underline">
      {ad.title}
    </Link>
  ) : (
    ad.title
  );
  return (
    <div className="flex min-w-0 items-center gap-3">
      <div className="h-12 w-16 shrink-0 overflow-hidden rounded-lg bg-slate-100">
        {ad.photo && (
          // eslint-disable-next-line @next/next/no-img-element -- a ready-made 200 px thumbnail
          <img src={ad.photo} alt="" className="size-full object-cover" loading="lazy" />
        )}
      </div>
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{title}</p>
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          <span className="font-semibold text-slate-900 tabular-nums">{formatPrice(ad.price)}</span>
          {ad.status !== "active" && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
              {t("adGone")}
            </span>
          )}
        </p>
      </div>
    </div>
  );
}
