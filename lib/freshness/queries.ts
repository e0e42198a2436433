import "server-only";
import { and, asc, eq, isNotNull, lt } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { ads, users } from "@/lib/infra/db/schema";
import { checkedMsSql, notAsked, ownActive, unanswered } from "./conditions";

/** An ad the run writes to its seller about, with the seller's address and language. */
export interface SellerAd {
  id: number;
  userId: string;
  email: string;
  locale: string;
}

const sellerAdColumns = {
  id: ads.id,
  userId: users.id,
  email: users.email,
  locale: users.locale,
};

/** Active own ads unconfirmed since `staleBefore` and not asked yet, seller by seller. */
export async function listAdsToAsk({ staleBefore }: { staleBefore: Date }): Promise<SellerAd[]> {
  return getDb()
    .select(sellerAdColumns)
    .from(ads)
    .innerJoin(users, eq(users.id, ads.sellerUserId))
    .where(and(ownActive, lt(ads.checkedAt, staleBefore), notAsked, isNotNull(ads.sellerUserId)))
    .orderBy(asc(users.id), asc(ads.checkedAt));
}

/** Active own ads asked before `askedBefore` without an answer, seller by seller. */
export async function listUnansweredAds({
  askedBefore,
}: {
  askedBefore: Date;
}): Promise<SellerAd[]> {
  return getDb()
    .select(sellerAdColumns)
    .from(ads)
    .innerJoin(users, eq(users.id, ads.sellerUserId))
    .where(and(ownActive, unanswered(askedBefore)))
    .orderBy(asc(users.id), asc(ads.id));
}

/** The ad a link names, as its answer needs it; null when there is none (or it is deleted). */
export async function getFreshnessAd({ id }: { id: number }) {
  const [row] = await getDb()
    .select({ id: ads.id, status: ads.status, source: ads.source, checkedMs: checkedMsSql })
    .from(ads)
    .where(eq(ads.id, id))
    .limit(1);
  if (!row || row.status === "deleted") return null;
  return { ...row, checkedMs: Number(row.checkedMs) };
}

/** The ads grouped by seller, in the order read. */
export function bySeller(rows: SellerAd[]): SellerAd[][] {
  const groups = new Map<string, SellerAd[]>();
  for (const r of rows) groups.set(r.userId, [...(groups.get(r.userId) ?? []), r]);
  return [...groups.values()];
}
