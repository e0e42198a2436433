import { useTranslations } from "next-intl";
import type { CarAd } from "@/lib/ads/types";
import { formatPrice, priceWithoutVat } from "@/lib/infra/format";
import { CheckedLabel } from "@/components/ad/checked-label";
import { useAdSummary } from "@/components/ad/use-ad-summary";
import { VerifiedIcon } from "@/components/ui/icons";

/** Title, price (and without VAT for VAT-refund ads), the sold marker and a one-line summary. */
export function AdHeader({ ad }: { ad: CarAd }) {
  const t = useTranslations("adDetail");
  const card = useTranslations("card");
  const sold = ad.status === "sold";
  const summary = useAdSummary(ad);
  const checked = ad.source === "own" && ad.status === "active";
  return (
    <header className="flex flex-col gap-2">
      {(sold || ad.condition !== "used" || ad.vin_number || checked) && (
        <p className="flex flex-wrap gap-2 text-xs font-semibold">
          {sold && (
            <span className="rounded-full bg-red-600 px-2.5 py-1 text-white uppercase">
              {t("sold")}
            </span>
          )}
          {ad.condition === "new" && (
            <span className="bg-primary-100 text-primary-800 rounded-full px-2.5 py-1">
              {t("new")}
            </span>
          )}
          {ad.condition === "damaged" && (
            <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900">
              {t("damaged")}
            </span>
          )}
          {ad.vin_number && (
            <span
              title={card("vinGivenHint")}
              className="rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-800"
            >
              {card("vinGiven")}
            </span>
          )}
          <CheckedLabel ad={ad} className="px-2.5 py-1" />
        </p>
      )}
      <h1 className="text-2xl leading-tight font-bold text-slate-900 md:text-[1.7rem]">
        {ad.title}
        {ad.seller_user_id && (
          <span
            title={card("verified")}
            className="text-primary-600 ml-2 inline-block align-[-0.1em]"
          >
            <VerifiedIcon className="size-5" />
            <span className="sr-only">{card("verified")}</span>
          </span>
        )}
      </h1>
      <p className="text-sm text-slate-600">{summary}</p>
      <div className="mt-1">
        <p
          className={`text-3xl font-bold ${sold ? "text-slate-500 line-through decoration-2" : "text-slate-900"}`}
        >
          {formatPrice(ad.price)}
        </p>
        {ad.vat_refund && (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span>
              {card("priceWithoutVat", { price: formatPrice(priceWithoutVat(ad.price)) })}
            </span>
            <span className="bg-secondary-50 text-secondary-700 rounded-full px-2 py-0.5 text-xs font-medium">
              {card("vatRefund")}
            </span>
          </p>
        )}
      </div>
      {sold && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{t("soldNote")}</p>
      )}
    </header>
  );
}
