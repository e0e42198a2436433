import "server-only";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, max, min, sql } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { adReports, adminAuditLog, ads, sellerProfiles, users } from "@/lib/infra/db/schema";
import { listCarClusters } from "@/lib/cars/admin-clusters";
import { listImportRuns } from "@/lib/import/runs";
import { listThreadReports } from "@/lib/messages/admin";
import { ADMIN_PAGE_SIZE, type AdminTab } from "./schemas";
import { getSiteFigures } from "@/lib/stats/site";
import type { AuditEntry, Page, QueueAd, ReportGroup, VinFlag } from "./types";

const NOTES_SHOWN = 3;
const offsetOf = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;
const iso = (d: Date | string) => new Date(d).toISOString();

const openUserReports = and(eq(adReports.status, "open"), isNotNull(adReports.reporterUserId));
const openVinFlags = and(
  eq(adReports.status, "open"),
  isNull(adReports.reporterUserId),
  eq(adReports.reason, "duplicate_vin"),
);

/** The ads of these ids as the queue names them (deleted ones too: their reports may be open). */
async function queueAdsByIds(ids: number[]): Promise<Map<number, QueueAd>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb()
    .select({
      id: ads.id,
      title: ads.title,
      price: ads.price,
      status: ads.status,
      sellerId: sellerProfiles.id,
      sellerName: sellerProfiles.displayName,
    })
    .from(ads)
    .leftJoin(sellerProfiles, eq(sellerProfiles.id, ads.sellerProfileId))
    .where(inArray(ads.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        title: r.title,
        price: r.price,
        status: r.status,
        seller: r.sellerId === null ? null : { id: r.sellerId, name: r.sellerName ?? "" },
      },
    ]),
  );
}

/** Open users' reports grouped per ad, the longest-waiting ad first (issue 15, /admin). */
export async function listReportQueue({ page }: { page: number }): Promise<Page<ReportGroup>> {
  const db = getDb();
  const first = min(adReports.createdAt).mapWith(adReports.createdAt);
  const groups = await db
    .select({
      adId: adReports.adId,
      count: count(),
      first,
      last: max(adReports.createdAt).mapWith(adReports.createdAt),
    })
    .from(adReports)
    .where(openUserReports)
    .groupBy(adReports.adId)
    .orderBy(asc(first), asc(adReports.adId))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offsetOf(page));
  const [{ total }] = await db
    .select({ total: sql<number>`count(DISTINCT ${adReports.adId})`.mapWith(Number) })
    .from(adReports)
    .where(openUserReports);
  const ids = groups.map((g) => g.adId);
  const [adsById, reports] = await Promise.all([
    queueAdsByIds(ids),
    ids.length
      ? db
          .select({
            adId: adReports.adId,
            reason: adReports.reason,
            note: adReports.note,
            at: adReports.createdAt,
          })
          .from(adReports)
          .where(and(openUserReports, inArray(adReports.adId, ids)))
          .orderBy(desc(adReports.createdAt), desc(adReports.id))
      : Promise.resolve([]),
  ]);
  const results = groups.flatMap((g): ReportGroup[] => {
    const ad = adsById.get(g.adId);
    if (!ad) return [];
    const own = reports.filter((r) => r.adId === g.adId);
    const reasons = new Map<string, number>();
    for (const r of own) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
    return [
      {
        ad,
        count: g.count,
        reasons: [...reasons]
          .map(([reason, n]) => ({ reason, count: n }))
          .sort((a, b) => b.count - a.count),
        notes: own
          .filter((r) => r.note)
          .slice(0, NOTES_SHOWN)
          .map((r) => ({ text: r.note!, at: iso(r.at) })),
        first_reported: iso(g.first),
        last_reported: iso(g.last),
      },
    ];
  });
  return { results, count: total };
}

/** Open duplicate-VIN flags (lib/moderation/vin-flags.ts), the oldest first, with the ads they match. */
export async function listVinFlags({ page }: { page: number }): Promise<Page<VinFlag>> {
  const db = getDb();
  const flags = await db
    .select({ adId: adReports.adId, details: adReports.details, at: adReports.createdAt })
    .from(adReports)
    .where(openVinFlags)
    .orderBy(asc(adReports.createdAt), asc(adReports.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offsetOf(page));
  const [{ total }] = await db.select({ total: count() }).from(adReports).where(openVinFlags);
  const detailsOf = (d: unknown) => {
    const x = (d ?? {}) as { vin?: unknown; other_ad_ids?: unknown };
    const others = Array.isArray(x.other_ad_ids)
      ? x.other_ad_ids.filter((n): n is number => Number.isInteger(n))
      : [];
    return { vin: typeof x.vin === "string" ? x.vin : "", others };
  };
  const parsed = flags.map((f) => ({ ...f, ...detailsOf(f.details) }));
  const adsById = await queueAdsByIds([...new Set(parsed.flatMap((f) => [f.adId, ...f.others]))]);
  const results = parsed.flatMap((f): VinFlag[] => {
    const ad = adsById.get(f.adId);
    if (!ad) return [];
    return [
      {
        ad,
        vin: f.vin,
        flagged_at: iso(f.at),
        others: f.others.flatMap((id) => adsById.get(id) ?? []),
      },
    ];
  });
  return { results, count: total };
}

const AD_TARGET = /^ad:(\d+)$/;

/** The audit log, newest first (append-only: nothing here or anywhere changes it). */
export async function listAuditLog({ page }: { page: number }): Promise<Page<AuditEntry>> {
  const db = getDb();
  const rows = await db
    .select({
      id: adminAuditLog.id,
      at: adminAuditLog.at,
      actorId: adminAuditLog.actorUserId,
      email: users.email,
      action: adminAuditLog.action,
      target: adminAuditLog.target,
      details: adminAuditLog.details,
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.actorUserId))
    .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offsetOf(page));
  const [{ total }] = await db.select({ total: count() }).from(adminAuditLog);
  const adIds = rows.flatMap((r) => {
    const m = r.target.match(AD_TARGET);
    return m ? [Number(m[1])] : [];
  });
  const adsById = await queueAdsByIds([...new Set(adIds)]);
  const results = rows.map((r): AuditEntry => {
    const m = r.target.match(AD_TARGET);
    const ad = m ? adsById.get(Number(m[1])) : undefined;
    return {
      id: r.id,
      at: iso(r.at),
      // a removed admin's account keeps its id in the log; the id is then all there is to show
      actor: r.actorId === null ? null : (r.email ?? r.actorId),
      action: r.action,
      target: r.target,
      ad: ad ? { id: ad.id, title: ad.title } : null,
      details: (r.details ?? {}) as Record<string, unknown>,
    };
  });
  return { results, count: total };
}

/** The data of one /admin section. */
export async function loadAdminTab({ tab, page }: { tab: AdminTab; page: number }) {
  if (tab === "stats")
    return { tab, list: { count: 0, results: [] as never[] }, figures: await getSiteFigures() };
  if (tab === "audit") return { tab, list: await listAuditLog({ page }) } as const;
  if (tab === "imports")
    return { tab, list: await listImportRuns({ page, size: ADMIN_PAGE_SIZE }) } as const;
  if (tab === "cars")
    return { tab, list: await listCarClusters({ page, size: ADMIN_PAGE_SIZE }) } as const;
  if (tab === "vin") return { tab, list: await listVinFlags({ page }) } as const;
  if (tab === "conversations") return { tab, list: await listThreadReports({ page }) } as const;
  return { tab, list: await listReportQueue({ page }) } as const;
}
export type AdminTabData = Awaited<ReturnType<typeof loadAdminTab>>;
