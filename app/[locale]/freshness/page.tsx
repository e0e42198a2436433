import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { FreshnessView } from "@/components/freshness/freshness-view";
import type { Locale } from "@/i18n/routing";
import { checkFreshnessLink, type FreshnessLink } from "@/lib/freshness/answer";
import { freshnessAnswerSchema } from "@/lib/freshness/schemas";

// /freshness?ad=&answer=keep|sold&token= – the "still for sale?" e-mail's one-click page (issue 15).
// Opening it changes nothing (mail scanners fetch links): it checks the link, shows the ad and one
// button, which posts the answer.

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/freshness">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "freshness" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

export default async function FreshnessPage({
  params,
  searchParams,
}: PageProps<"/[locale]/freshness">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const input = freshnessAnswerSchema.safeParse(await searchParams);
  const link: FreshnessLink = input.success
    ? await checkFreshnessLink(input.data)
    : { kind: "invalid" };
  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-10">
      <FreshnessView link={link} input={input.success ? input.data : null} />
    </div>
  );
}
