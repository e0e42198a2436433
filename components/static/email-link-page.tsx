import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import type { Locale } from "@/i18n/routing";

// The pages an e-mail's link opens (unsubscribe from alerts, confirm a message, stop message
// e-mails): each asks, and its button POSTs what the link carried, so a mail scanner that follows
// the link changes nothing. Not indexed, not in the page cache (a per-reader page).

/** One value of the link's query (?token=…), trimmed; null when absent, empty or repeated. */
export const linkParam = (v: string | string[] | undefined) =>
  typeof v === "string" && v.trim() ? v.trim() : null;

/** The page's title and description from its namespace, never indexed. */
export async function emailLinkMetadata(
  locale: Locale,
  namespace: "unsubscribe" | "messages.confirm" | "messages.emailsOff",
  extra: Metadata = {},
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  return {
    title: t("title"),
    description: t("description"),
    ...extra,
    robots: { index: false, follow: false },
  };
}

/** The card the page's client island sits in, with the namespaces it reads. */
export function EmailLinkFrame({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-10">
      <ClientMessages namespaces={namespaces}>{children}</ClientMessages>
    </div>
  );
}
