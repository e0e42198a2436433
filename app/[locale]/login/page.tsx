import { redirect } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";

// /login is an old name of the sign-in page (DESIGN.md §4.1). A static route, so a dynamic
// /{make} page at the same level can never take it.
export default async function LoginRedirect({ params }: PageProps<"/[locale]/login">) {
  const { locale } = (await params) as { locale: Locale };
  redirect({ href: "/profile", locale });
}
