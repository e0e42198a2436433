import type { Metadata } from "next";
import { CredentialsPage, credentialsTitle } from "@/components/auth/credentials-page";
import type { Locale } from "@/i18n/routing";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/accounts/login">): Promise<Metadata> {
  return {
    title: await credentialsTitle("login", (await params).locale as Locale),
    robots: { index: false },
  };
}

export default async function LoginPage({
  params,
  searchParams,
}: PageProps<"/[locale]/accounts/login">) {
  const locale = (await params).locale as Locale;
  return <CredentialsPage mode="login" locale={locale} nextParam={(await searchParams).next} />;
}
