import { getTranslations } from "next-intl/server";
import { AdCard } from "@/components/ad/ad-card";
import { cardPriority } from "@/components/ad/photo-priority";
import { Link } from "@/i18n/navigation";
import { namesYear } from "@/lib/ads/title";
import type { AdListItem } from "@/lib/ads/types";
import { buttonClass } from "@/components/ui/button";
import { RenewButton } from "@/components/profile/renew-button";
import { ClientMessages } from "@/components/i18n/client-messages";
import { CARD_MESSAGES } from "@/lib/infra/i18n/client-messages";
import { EditAdLink } from "./edit-ad-link";

const button = buttonClass({ size: "lg" });

/**
 * An archived ad (HTTP 410, seed 001 §2.2): the message, then similar ads with a link to the
 * search for the same make, model and generation, or the no-similar-ads message with a link to
 * browse everything. Its own seller (a 200, lib/infra/http/page-status.ts) reads that it is theirs, with
 * Renew (an own ad, as in My Ads) and Edit instead of the public message (issue 27).
 */
export async function ArchivedView({
  title,
  year,
  similarAds,
  search,
  owner = null,
  locale,
}: {
  title: string;
  year: number;
  similarAds: AdListItem[];
  /** the matching search and its name ("Škoda Octavia III"); null when the registry lacks the make */
  search: { href: string; name: string } | null;
  /** the reader is the ad's seller; renewable: posted here (imported ads are not renewed) */
  owner?: { adId: number; renewable: boolean } | null;
  locale: string;
}) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "adDetail.archived" });
  const notice = owner ? await ownerNotice(title, owner, locale) : null;
  return (
    <div className="py-8 md:py-4">
      {notice ?? (
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-primary-500 text-5xl font-bold">410</p>
          <h1 className="mt-3 text-2xl font-bold">{t("title")}</h1>
          <p className="mt-2 text-slate-600">
            {namesYear(title, year) ? t("text", { title }) : t("textWithYear", { title, year })}
          </p>
        </div>
      )}
      {similarAds.length > 0 ? (
        <section aria-labelledby="similar-ads" className="mt-8">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="similar-ads" className="text-xl font-semibold">
              {t("similar")}
            </h2>
            {search && (
              <Link href={search.href} className="text-primary-700 font-medium hover:underline">
                {t("similarLink", { name: search.name })}
              </Link>
            )}
          </div>
          <ClientMessages namespaces={CARD_MESSAGES}>
            <ol className="grid gap-4">
              {similarAds.map((ad, i) => (
                <li key={ad.id}>
                  <AdCard ad={ad} priority={cardPriority(i)} />
                </li>
              ))}
            </ol>
          </ClientMessages>
        </section>
      ) : (
        <div className="mt-8 text-center">
          <p className="text-slate-600">{t("noSimilar")}</p>
          <Link href="/" className={`${button} mt-4`}>
            {t("browseAll")}
          </Link>
        </div>
      )}
    </div>
  );
}

/** The seller's own archived ad: what it means, then Renew (its labels from My Ads) and Edit. */
async function ownerNotice(
  title: string,
  owner: { adId: number; renewable: boolean },
  locale: string,
) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "adDetail" });
  const f = await getTranslations({ locale: locale as "cs", namespace: "freshness" });
  const labels = {
    renew: f("renew"),
    busy: f("renewBusy"),
    failed: f("renewFailed"),
    byAdmin: f("renewByAdmin"),
  };
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h1 className="text-2xl font-bold">{t("archived.ownerTitle")}</h1>
      <p className="mt-2 text-slate-600">{t("archived.ownerText", { title })}</p>
      <div
        role="group"
        aria-label={t("actions")}
        className="mt-5 flex flex-wrap items-start justify-center gap-2"
      >
        {owner.renewable && (
          <RenewButton
            adId={owner.adId}
            labels={labels}
            size="md"
            className="flex flex-col items-center gap-2"
          />
        )}
        <EditAdLink adId={owner.adId} label={t("edit")} />
      </div>
    </div>
  );
}
