import "server-only";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { readSession } from "@/lib/auth/session";
import { getDb } from "@/lib/infra/db/client";
import { ads } from "@/lib/infra/db/schema";
import { hasSessionCookie } from "@/server/page-cache/page-request.mjs";
import { pragueDay } from "./day";

// Who a view beacon comes from (ARCHITECTURE.md §3 ad_stats_daily): one view per visitor, ad and
// day, crawlers and the ad's own seller left out. A visitor is a hash of a random salt of the
// day, the client's address, its User-Agent and the ad: nothing that names a person is kept, and
// the salt (hence every hash) is forgotten when the day changes.

/** Crawlers, link previews, monitors and scripts: what is not a person reading the ad. */
const CRAWLER =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|bingpreview|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|pingdom|uptime|monitor|curl\/|wget\/|python|java\/|go-http-client|okhttp|axios\/|node-fetch|undici|libwww|httpclient|scrapy|phantomjs|selenium|puppeteer|playwright/i;

/** Whether a User-Agent is a crawler's or a script's (an empty one counts as such). */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return !userAgent || userAgent.length < 8 || CRAWLER.test(userAgent);
}

/** Visitors remembered per day at most (≈ 40 MB); past it views count without the check. */
export const MAX_VISITORS = 1_000_000;

interface State {
  day: string;
  salt: Buffer;
  seen: Set<number>;
}
const g = globalThis as unknown as { __vozovnaStatsVisitors?: State };

function today(): State {
  const day = pragueDay();
  let st = g.__vozovnaStatsVisitors;
  if (!st || st.day !== day)
    st = g.__vozovnaStatsVisitors = { day, salt: crypto.randomBytes(16), seen: new Set() };
  return st;
}

/**
 * True the first time today that this visitor (address and User-Agent) sends a view of this ad,
 * false on a repeat. 48 bits of the hash: a chance collision loses one view in millions.
 */
export function firstViewToday(adId: number, address: string, userAgent: string): boolean {
  const st = today();
  const key = crypto
    .createHash("sha256")
    .update(st.salt)
    .update(`${address}\n${userAgent}\n${adId}`)
    .digest()
    .readUIntBE(0, 6);
  if (st.seen.has(key)) return false;
  if (st.seen.size < MAX_VISITORS) st.seen.add(key);
  return true;
}

/** Forgets every visitor (tests). */
export function resetVisitors() {
  g.__vozovnaStatsVisitors = undefined;
}

/**
 * Whether the request comes from the ad's own seller. Cheap for most: without a session cookie
 * (every cached page's reader) nothing is looked up.
 */
export async function isAdOwner(headers: Headers, adId: number): Promise<boolean> {
  if (!hasSessionCookie(headers.get("cookie") ?? undefined)) return false;
  const { session } = await readSession(headers);
  if (!session) return false;
  const [ad] = await getDb()
    .select({ seller: ads.sellerUserId })
    .from(ads)
    .where(eq(ads.id, adId))
    .limit(1);
  return ad?.seller === session.user.id;
}
