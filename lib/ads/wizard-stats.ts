import "server-only";
// The figures the wizard's heading shows a seller (issue 27: no invented claims): how many ads
// are active now and how often buyers opened an ad in the last 24 hours, counted in the database.
import { and, count, eq, gt, isNotNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { adViews, ads } from "@/lib/infra/db/schema";

export interface WizardStats {
  activeAds: number;
  adViewsDay: number;
}

export async function getWizardStats(): Promise<WizardStats> {
  const db = getDb();
  const [[active], [views]] = await Promise.all([
    db.select({ n: count() }).from(ads).where(eq(ads.status, "active")),
    db
      .select({ n: count() })
      .from(adViews)
      .where(and(isNotNull(adViews.adId), gt(adViews.createdAt, sql`now() - interval '1 day'`))),
  ]);
  return { activeAds: active.n, adViewsDay: views.n };
}
