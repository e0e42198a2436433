import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import type { WizardStats } from "@/lib/ads/wizard-stats";
import { formatNumber } from "@/lib/infra/format";
import { returnToQuery } from "@/lib/infra/security/return-to";
import { routes } from "@/lib/routes";

/** The page heading with the site's real figures (lib/ads/wizard-stats.ts); a zero is left out. */
export function CreateAdIntro({ stats }: { stats: WizardStats }) {
  const t = useTranslations("createAdWizard");
  const figures = [
    ["activeAds", stats.activeAds],
    ["adViewsDay", stats.adViewsDay],
  ] as const;
  const shown = figures.filter(([, n]) => n > 0);
  return (
    <header className="grid gap-3 pt-2 md:pt-6">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("title")}</h1>
      <p className="text-slate-600">{t("intro")}</p>
      {shown.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 md:max-w-md">
          {shown.map(([key, n]) => (
            <li key={key} className="rounded-xl bg-slate-50 px-3 py-2 text-center">
              <span className="text-primary-700 block text-lg font-bold">{formatNumber(n)}</span>
              <span className="block text-xs text-slate-600">
                {t(`stats.${key}`, { count: n })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}

/**
 * Signed in without a seller profile: the way to /profile, where the profile dialog opens and,
 * once the profile is created, sends the seller back to `next` (the wizard).
 */
export function NoSellerProfile({ next }: { next: string }) {
  const t = useTranslations("createAdWizard");
  return (
    <section className="mx-auto w-full max-w-md py-4 md:py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm md:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{t("noProfile.title")}</h1>
        <p className="mt-2 text-slate-600">{t("noProfile.text")}</p>
        <Link
          href={`${routes.profile()}?${returnToQuery(next)}`}
          className={buttonClass({ size: "lg", className: "mt-6 w-full" })}
        >
          {t("noProfile.button")}
        </Link>
      </div>
    </section>
  );
}

/** The seller-profile check failed (a database error): say so rather than guess. */
export function ProfileCheckFailed() {
  const t = useTranslations("createAdWizard");
  return (
    <section className="mx-auto w-full max-w-md py-4 md:py-10">
      <h1 className="mb-4 text-2xl font-bold tracking-tight">{t("title")}</h1>
      <FormAlert>{t("profileCheckFailed")}</FormAlert>
    </section>
  );
}
