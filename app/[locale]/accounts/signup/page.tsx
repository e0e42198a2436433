import type { Metadata } from "next";
import { CredentialsPage, credentialsTitle } from "@/components/auth/credentials-page";
import type { Locale } from "@/i18n/routing";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/accounts/signup">): Promise<Metadata> {
  return {
    title: await credentialsTitle("signup", (await params).locale as Locale),
    robots: { index: false },
  };
}

export default async function SignupPage({
  params,
  searchParams,
}: PageProps<"/[locale]/accounts/signup">) {
  const locale = (await params).locale as Locale;
  return <CredentialsPage mode="signup" locale={locale} nextParam={(await searchParams).next} />;
}
