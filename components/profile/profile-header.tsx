import { useTranslations } from "next-intl";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { LogoutButton } from "@/components/auth/logout-button";
import { Link } from "@/i18n/navigation";
import type { SellerProfileView } from "@/lib/sellers/schemas";
import { SellerProfileButton } from "./seller-profile-button";
import { Avatar } from "@/components/ui/avatar";
import { buttonClass } from "@/components/ui/button";

/** Signed-in /profile header: avatar, display name, verified badge, contact update, logout. */
export function ProfileHeader({
  email,
  username,
  profile,
  returnTo = null,
}: {
  email: string;
  username: string | null;
  profile: SellerProfileView | null;
  /** where a newly created seller profile sends the user; its dialog opens at once */
  returnTo?: string | null;
}) {
  const t = useTranslations("profile");
  const a = useTranslations("auth");
  const name = profile?.display_name ?? username ?? email;
  return (
    <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:flex-row md:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <Avatar
          url={profile?.avatar_url}
          name={name}
          alt={t("avatarOf", { name })}
          size={64}
          className="size-16 text-2xl"
        />
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-2 text-xl font-bold md:text-2xl">
            <span className="truncate">{name}</span>
            {profile?.phone_verified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                <span aria-hidden>✓</span> {t("verified")}
              </span>
            )}
          </h1>
          <p className="truncate text-sm text-slate-600">{email}</p>
          {profile?.phone_number && (
            <p className="text-sm text-slate-600">
              {parsePhoneNumberFromString(profile.phone_number)?.formatInternational() ??
                profile.phone_number}
              {profile.location ? ` · ${profile.location}` : ""}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <SellerProfileButton
          email={email}
          profile={profile}
          label={profile ? t("updateContact") : t("createProfile")}
          className={buttonClass()}
          returnTo={returnTo}
          openAtStart={!profile && returnTo !== null}
        />
        <Link href="/accounts/password/change" className={buttonClass({ variant: "secondary" })}>
          {a("changePassword")}
        </Link>
        <LogoutButton className={buttonClass({ variant: "secondary" })} />
      </div>
    </header>
  );
}
