import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Pagination } from "@/components/ui/pagination";
import type { AdminTabData } from "@/lib/moderation/queries";
import { ADMIN_PAGE_SIZE, type AdminTab } from "@/lib/moderation/schemas";
import { routes } from "@/lib/routes";
import { AdminTabs } from "./admin-tabs";
import { AuditLog } from "./audit-log";
import { CarClusters } from "./car-clusters";
import { ImportRuns } from "./import-runs";
import { ReportQueue } from "./report-queue";
import { SiteFigures } from "./site-figures";
import { ThreadReports } from "./thread-reports";
import { VinQueue } from "./vin-queue";

/** The queue, archive and split buttons' texts: the only messages this page's islands need. */
export const ADMIN_MESSAGES = ["admin.actions", "adminArchive", "common.errorOccurred"];

/** The admin area: its sections as tabs, the chosen one with its data, page links below. */
export async function AdminView({
  tab,
  page,
  data,
  locale,
}: {
  tab: AdminTab;
  page: number;
  data: AdminTabData;
  locale: string;
}) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "admin" });
  return (
    <ClientMessages namespaces={ADMIN_MESSAGES}>
      <div className="grid gap-4">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        <AdminTabs current={tab} locale={locale} />
        {data.tab === "stats" ? (
          <SiteFigures data={data.figures} locale={locale} />
        ) : data.tab === "cars" ? (
          <CarClusters data={data.list} locale={locale} />
        ) : data.tab === "imports" ? (
          <ImportRuns data={data.list} locale={locale} />
        ) : data.tab === "audit" ? (
          <AuditLog data={data.list} locale={locale} />
        ) : data.tab === "conversations" ? (
          <ThreadReports data={data.list} locale={locale} />
        ) : data.tab === "vin" ? (
          <VinQueue data={data.list} locale={locale} />
        ) : (
          <ReportQueue data={data.list} locale={locale} />
        )}
        <Pagination
          page={page}
          pages={Math.ceil(data.list.count / ADMIN_PAGE_SIZE)}
          hrefFor={(p) => routes.admin(tab, p)}
        />
      </div>
    </ClientMessages>
  );
}
