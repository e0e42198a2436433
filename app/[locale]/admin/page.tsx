import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminView } from "@/components/admin/admin-view";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { isAdmin } from "@/lib/auth/admin";
import { getCurrentSession } from "@/lib/auth/session";
import { returnToQuery } from "@/lib/infra/security/return-to";
import { loadAdminTab } from "@/lib/moderation/queries";
import { adminPageSchema, adminTabSchema } from "@/lib/moderation/schemas";
import { routes } from "@/lib/routes";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "admin" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/**
 * /admin (issue 15): the report queue, the duplicate-VIN flags and the audit log. Checked on
 * every request: signed out to sign-in and back, a signed-in non-admin gets the not-found page
 * (the area's existence is not revealed).
 */
export default async function AdminPage({ params, searchParams }: PageProps<"/[locale]/admin">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const q = await searchParams;
  const tab = adminTabSchema.parse(q.tab);
  const page = adminPageSchema.parse(q.page);
  const session = await getCurrentSession();
  if (!session) {
    const here = getPathname({ href: routes.admin(tab, page), locale });
    redirect(`${getPathname({ href: routes.profile(), locale })}?${returnToQuery(here)}`);
  }
  if (!isAdmin(session.user)) notFound();
  return (
    <AdminView tab={tab} page={page} data={await loadAdminTab({ tab, page })} locale={locale} />
  );
}
