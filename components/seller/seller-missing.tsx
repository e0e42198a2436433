import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { buttonClass } from "@/components/ui/button";

/**
 * An unknown seller (sellerProfile.notFound) or a non-numeric id ('Invalid profile ID'); proxy.ts
 * answers both with HTTP 404 (lib/infra/http/page-status.ts).
 */
export async function SellerMissing({ invalid, locale }: { invalid: boolean; locale: string }) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "sellerProfile" });
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <p className="text-primary-500 text-6xl font-bold">404</p>
      <h1 className="mt-4 text-2xl font-bold">{invalid ? t("invalidId") : t("notFound")}</h1>
      <p className="mt-2 text-slate-600">{invalid ? t("invalidIdText") : t("notFoundText")}</p>
      <Link href="/" className={buttonClass({ size: "lg", className: "mt-6" })}>
        {t("backHome")}
      </Link>
    </div>
  );
}
