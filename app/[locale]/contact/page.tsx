import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Metadata } from "next";
import { ContactForm } from "@/components/contact/contact-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { CONTACT_MESSAGES } from "@/lib/infra/i18n/client-messages";
import type { Locale } from "@/i18n/routing";
import { alternatesFor } from "@/lib/seo/alternates";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/contact">): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  const t = await getTranslations({ locale, namespace: "contact" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: alternatesFor("/contact", locale),
  };
}

export default async function ContactPage({ params }: PageProps<"/[locale]/contact">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "contact" });
  return (
    <div className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-10">
      <h1 className="text-3xl font-bold tracking-tight">{t("heading")}</h1>
      <p className="mt-2 mb-6 text-slate-600">{t("description")}</p>
      <ClientMessages namespaces={CONTACT_MESSAGES}>
        <ContactForm />
      </ClientMessages>
    </div>
  );
}
