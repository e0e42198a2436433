import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { PublicSellerProfile } from "@/lib/sellers/schemas";
import { AnonymizedChip } from "./anonymized-chip";
import { Avatar } from "@/components/ui/avatar";
import { CheckIcon } from "@/components/ui/icons";

/**
 * Avatar, name and location, the verified badge (with "Autobazar" for a dealer, as the ad page's
 * seller card says it) or the anonymised chip, the active ad count, and `actions` below them
 * ("Napsat prodejci").
 */
export function SellerHeader({
  profile,
  actions,
}: {
  profile: PublicSellerProfile;
  actions?: ReactNode;
}) {
  const t = useTranslations("sellerProfile");
  const name = profile.display_name;
  return (
    <header className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:items-center md:p-6">
      <Avatar
        url={profile.avatar_url}
        name={name}
        alt={t("avatarOf", { name })}
        size={80}
        className="size-14 text-xl md:size-20 md:text-3xl"
      />
      <div className="min-w-0 flex-1">
        <h1 className="text-xl font-bold tracking-tight break-words md:text-3xl">
          {name}{" "}
          {profile.location && (
            <span className="mt-0.5 block text-base font-normal text-slate-600 md:text-lg">
              {profile.location_link ? (
                <a
                  href={profile.location_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-primary-700 hover:underline"
                >
                  {profile.location}
                </a>
              ) : (
                profile.location
              )}
            </span>
          )}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          {profile.user_id ? (
            <>
              <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold text-green-800">
                <CheckIcon />
                {t("verified")}
              </span>
              {profile.is_dealer && (
                <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
                  {t("dealer")}
                </span>
              )}
              {profile.is_dealer && profile.ico && (
                <span className="text-xs font-medium text-slate-600">
                  {t("ico", { ico: profile.ico })}
                </span>
              )}
            </>
          ) : (
            <AnonymizedChip
              label={t("anonymized")}
              hint={t("anonymizedHint")}
              closeLabel={t("close")}
            />
          )}
          <span className="font-medium text-slate-700">
            {t("offers", { count: profile.ads_count })}
          </span>
        </div>
        {actions && <div className="mt-3 max-w-xs">{actions}</div>}
      </div>
    </header>
  );
}
