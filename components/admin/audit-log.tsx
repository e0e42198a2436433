import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { AdminAction } from "@/lib/admin/mutations";
import type { AuditEntry, Page } from "@/lib/moderation/types";
import { routes } from "@/lib/routes";
import { formatDateTime } from "./format";

/** Message keys of the audited actions (lib/admin/mutations.ts AdminAction); others show as stored. */
const ACTION_KEYS = {
  "admin.grant": "actions.adminGrant",
  "admin.revoke": "actions.adminRevoke",
  "ad.archive": "actions.adArchive",
  "ad.edit": "actions.adEdit",
  "ad.photos": "actions.adPhotos",
  "ad.delete": "actions.adDelete",
  "report.dismiss": "actions.reportDismiss",
  "report.action": "actions.reportAction",
  "car.split": "actions.carSplit",
} as const satisfies Record<AdminAction, string>;
const actionKey = (action: string) =>
  action in ACTION_KEYS ? ACTION_KEYS[action as AdminAction] : null;

/** A stored value as a short text: lists joined, objects as "key: value". */
function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "–";
  if (Array.isArray(value)) return value.map(show).join(", ");
  if (typeof value === "object")
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${show(v)}`)
      .join(", ");
  return String(value);
}

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The details as lines: each changed field "field: before → after", then the rest. */
function detailLines(
  details: Record<string, unknown>,
  change: (v: { field: string; before: string; after: string }) => string,
): string[] {
  const { before, after, ...rest } = details;
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return [
    ...fields.map((field) => change({ field, before: show(b[field]), after: show(a[field]) })),
    ...Object.entries(rest).map(([k, v]) => `${k}: ${show(v)}`),
  ];
}

/** The audit log, newest first: who, what, on what, when (Prague time), and the details. */
export async function AuditLog({ data, locale }: { data: Page<AuditEntry>; locale: string }) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "admin.audit" });
  if (data.results.length === 0)
    return <p className="py-10 text-center text-slate-600">{t("empty")}</p>;
  const th = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase";
  const td = "px-3 py-2.5 align-top";
  return (
    <div className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <table className="w-full min-w-[52rem] overflow-hidden rounded-2xl border border-slate-200 bg-white text-sm shadow-sm">
        <thead className="bg-slate-50">
          <tr>
            <th className={th}>{t("when")}</th>
            <th className={th}>{t("who")}</th>
            <th className={th}>{t("action")}</th>
            <th className={th}>{t("target")}</th>
            <th className={th}>{t("details")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.results.map((e) => (
            <tr key={e.id}>
              <td className={`${td} whitespace-nowrap text-slate-600`}>
                <time dateTime={e.at}>{formatDateTime(e.at, locale)}</time>
              </td>
              <td className={`${td} whitespace-nowrap`}>
                {e.actor ?? <span className="text-slate-500 italic">{t("commandLine")}</span>}
              </td>
              <td className={`${td} font-medium`}>
                {actionKey(e.action) ? t(actionKey(e.action)!) : e.action}
              </td>
              <td className={td}>
                {e.ad ? (
                  <Link
                    href={routes.ad(e.ad.id)}
                    className="text-primary-700 hover:underline"
                    title={t("ad", { id: e.ad.id })}
                  >
                    {e.ad.title}
                  </Link>
                ) : (
                  <span className="break-all text-slate-600">{e.target}</span>
                )}
              </td>
              <td className={`${td} text-slate-600`}>
                <ul>
                  {detailLines(e.details, (v) => t("change", v)).map((line, i) => (
                    <li key={i} className="break-words">
                      {line}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
