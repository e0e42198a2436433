import { redirect } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { RETURN_TO_PARAM, returnToFromQuery } from "@/lib/infra/security/return-to";
import { routes } from "@/lib/routes";

// /login is an old name of the sign-in page (ARCHITECTURE.md §4.1). A static route, so a dynamic
// /{make} page at the same level can never take it. A return location it carried goes along.
export default async function LoginRedirect({
  params,
  searchParams,
}: PageProps<"/[locale]/login">) {
  const { locale } = (await params) as { locale: Locale };
  const next = returnToFromQuery(await searchParams, "");
  redirect({
    href: next
      ? { pathname: routes.profile(), query: { [RETURN_TO_PARAM]: next } }
      : routes.profile(),
    locale,
  });
}
