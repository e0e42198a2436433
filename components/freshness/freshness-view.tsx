import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { useAdSummary } from "@/components/ad/use-ad-summary";
import { Link } from "@/i18n/navigation";
import type { AdListItem } from "@/lib/ads/types";
import type { FreshnessLink } from "@/lib/freshness/answer";
import type { FreshnessAnswerInput } from "@/lib/freshness/schemas";
import { formatPrice } from "@/lib/infra/format";
import { routes } from "@/lib/routes";
import { FreshnessButton } from "./freshness-button";

/** The one-click page: the question with the ad and its button, or why the link does not work. */
export function FreshnessView({
  link,
  input,
}: {
  link: FreshnessLink;
  input: FreshnessAnswerInput | null;
}) {
  const t = useTranslations("freshness");
  const ends = useTranslations("endReasons");
  const myAds = (
    <Link href={routes.profile()} className={buttonClass({ variant: "secondary" })}>
      {t("myAds")}
    </Link>
  );
  if (link.kind === "invalid" || !input)
    return (
      <div role="alert">
        <h1 className="text-2xl font-bold text-red-700">{t("invalidTitle")}</h1>
        <p className="mt-2 text-slate-700">{t("invalidText")}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {myAds}
          <Link href="/" className={buttonClass({ variant: "ghost" })}>
            {t("home")}
          </Link>
        </div>
      </div>
    );
  if (link.kind === "inactive")
    return (
      <div role="alert">
        <h1 className="text-2xl font-bold text-slate-900">{t("inactiveTitle")}</h1>
        <AdPreview ad={link.card} />
        <p className="mt-4 text-slate-700">{t("inactiveText")}</p>
        <div className="mt-6 flex flex-wrap gap-3">{myAds}</div>
      </div>
    );
  const keep = input.answer === "keep";
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">
        {keep ? t("keepTitle") : t("soldTitle")}
      </h1>
      <AdPreview ad={link.card} />
      <FreshnessButton
        input={input}
        adPath={routes.ad(link.card.id)}
        labels={{
          text: keep ? t("keepText") : t("soldText"),
          button: keep ? t("keepButton") : t("soldButton"),
          busy: t("busy"),
          doneTitle: keep ? t("keptTitle") : t("soldDoneTitle"),
          doneText: keep ? t("keptText") : t("soldDoneText"),
          invalidTitle: t("invalidTitle"),
          invalidText: t("invalidText"),
          inactiveTitle: t("inactiveTitle"),
          inactiveText: t("inactiveText"),
          error: t("error"),
          myAds: t("myAds"),
          viewAd: t("viewAd"),
          soldWhere: keep
            ? undefined
            : {
                question: ends("soldWhere"),
                here: ends("reasons.sold_here"),
                elsewhere: ends("reasons.sold_elsewhere"),
                thanks: ends("soldWhereThanks"),
              },
        }}
      />
    </div>
  );
}

function AdPreview({ ad }: { ad: AdListItem }) {
  const summary = useAdSummary(ad);
  const photo = ad.image_minis[0];
  return (
    <div className="mt-4 flex gap-4 rounded-xl border border-slate-200 p-3">
      <div className="aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-lg bg-slate-200 md:w-36">
        {photo && (
          // eslint-disable-next-line @next/next/no-img-element -- photos are pre-sized WebP from our storage
          <img src={photo} alt="" className="size-full object-cover" />
        )}
      </div>
      <div className="min-w-0">
        <p className="leading-snug font-semibold text-slate-900">{ad.title}</p>
        <p className="mt-1 font-bold">{formatPrice(ad.price)}</p>
        <p className="mt-1 text-sm text-slate-600">{summary}</p>
      </div>
    </div>
  );
}
