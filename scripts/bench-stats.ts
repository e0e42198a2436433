// npm run bench -- --stats [--ads 100000] [--duration 10] [--views-per-day 1000000] [--dealer-ads 500] [--port 3390]
// The sellers' statistics at scale (issue 32): what counting views costs the ad page, and how fast
// the statistics screens answer a dealer with many ads. Started by scripts/bench.ts in a process
// of its own, since it writes the data set before the server starts and reads it after it stops
// (PGlite allows one process at a time; PostgreSQL when DATABASE_URL is set).
//  1. One active ad page repeated, alone (the default bench's "one ad, repeated" row).
//  2. The same while view beacons arrive at `views-per-day` (then at 10 times that), over random
//     active ads, each from a visitor of its own (X-Forwarded-For, the server trusting one proxy,
//     and a User-Agent of its own), with an impressions beacon of 5 ads per view: the ad page's
//     req/s and its drop against 1, the beacons' own latency; then the beacons alone for their CPU
//     per answer. After the server stops (its last flush), the views added to ad_stats_daily today
//     are read back and compared with the view beacons answered.
//  3. The demo seller made a dealer of `dealer-ads` ads with 13 months of daily statistics each
//     (generate_series, in bulk), signed in through better-auth: GET /profile (Moje inzeráty with
//     sparklines), /profile/inzeraty/{id}/statistiky?days=90 and /api/my-ads/{id}/stats/?days=90 at
//     1 and at 8 connections; the issue's target is p95 ≤ 200 ms.
import type { ChildProcess } from "node:child_process";
import os from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { and, eq, sql } from "drizzle-orm";
import { assignAdsToSeller } from "@/lib/ads/mutations-bulk";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/lib/demo/accounts";
import { seedDemo } from "@/lib/demo/seed";
import { closeDb, dbKind, getDb } from "@/lib/infra/db/client";
import { migrateDb } from "@/lib/infra/db/migrate";
import { ads, sellerProfiles } from "@/lib/infra/db/schema";
import { pragueDay } from "@/lib/stats/day";
import { CpuMeter, loader, percentile, type BenchRow } from "./lib/bench-load";
import { benchDataDir, machineLine, printTable, withBenchServer } from "./lib/bench-server";
import { activeAds, pickPages } from "./lib/pick-pages";

const { values } = parseArgs({
  options: {
    stats: { type: "boolean", default: true },
    ads: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    port: { type: "string", default: "3390" },
    "views-per-day": { type: "string", default: "1000000" },
    "dealer-ads": { type: "string", default: "500" },
  },
  strict: false,
});
const ADS = Number(values.ads);
const DURATION = Math.min(600, Math.max(1, Number(values.duration)));
const VIEWS_PER_DAY = Math.max(1, Number(values["views-per-day"]));
const DEALER_ADS = Math.max(1, Number(values["dealer-ads"]));
const PORT = Number(values.port);
const HOST = "127.0.0.1"; // loopback only
const BASE = `http://${HOST}:${PORT}`;
/** impressions (ads shown on a results page) per ad page view */
const IMPRESSIONS_PER_VIEW = 5;
/** days of statistics per dealer ad: 13 months, what ad_stats_daily keeps before the monthly roll-up */
const STAT_DAYS = 395;
const DEALER = DEMO_ACCOUNTS[0];

const pg = process.env.DATABASE_URL;
const dataDir = benchDataDir(ADS);
if (!pg) process.env.DATA_DIR = dataDir;
process.env.SITE_URL ??= BASE;

const meter = new CpuMeter(pg);
const settings = { duration: DURATION, timeout: 10 };
const load8 = loader(meter, { ...settings, connections: 8 });
const load1 = loader(meter, { ...settings, connections: 1 });

const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];
const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : "–");
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

async function viewsToday(): Promise<number> {
  const [{ n }] = rowsOf<{ n: number }>(
    await getDb().execute(
      sql`SELECT coalesce(sum(views), 0)::int AS n FROM ad_stats_daily WHERE day = ${pragueDay()}::date`,
    ),
  );
  return n;
}

/** Seeds the data set when needed; makes the demo seller a dealer of DEALER_ADS ads with 13 months of daily statistics each. */
async function prepare(): Promise<{ dealerAd: number; viewsBefore: number }> {
  await migrateDb();
  const db = getDb();
  const [{ n: existing }] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM ads`),
  );
  if (existing < ADS) {
    const t0 = performance.now();
    console.log(`Seeding ${ADS} demo ads…`);
    await seedDemo({ ads: ADS, reset: true });
    console.log(`  seeded in ${Math.round(performance.now() - t0)} ms`);
  }
  const [profile] = await db
    .select({ id: sellerProfiles.id, location: sellerProfiles.location })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, DEALER.id));
  if (!profile)
    throw new Error(`The demo seller ${DEALER.email} is missing: seed the data dir anew`);
  const [{ n: owned }] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM ads WHERE seller_user_id = ${DEALER.id}`),
  );
  if (owned < DEALER_ADS) {
    // active ads of other sellers (the seed gives every own ad one), own ones first
    const more = await db
      .select({ id: ads.id })
      .from(ads)
      .where(and(eq(ads.status, "active"), sql`${ads.sellerUserId} IS DISTINCT FROM ${DEALER.id}`))
      .orderBy(sql`(${ads.source} = 'own') DESC`, sql`${ads.id} DESC`)
      .limit(DEALER_ADS - owned);
    await assignAdsToSeller(db, {
      ids: more.map((a) => a.id),
      sellerProfileId: profile.id,
      sellerUserId: DEALER.id,
      locationName: profile.location,
    });
  }
  // 13 months of days for each of the dealer's ads (a previous run's rows are replaced)
  const t0 = performance.now();
  await db.execute(sql`DELETE FROM ad_stats_daily WHERE ad_id IN
    (SELECT id FROM ads WHERE seller_user_id = ${DEALER.id})`);
  await db.execute(sql`INSERT INTO ad_stats_daily
      (ad_id, day, views, impressions, clicks, phone_reveals, messages, favorites, shares)
    SELECT a.id, d::date, (random() * 40)::int, (random() * 400)::int, (random() * 20)::int,
      (random() * 3)::int, (random() * 1.5)::int, (random() * 2)::int, (random() * 1.2)::int
    FROM ads a CROSS JOIN generate_series(${pragueDay()}::date - ${STAT_DAYS - 1}::int, ${pragueDay()}::date, interval '1 day') d
    WHERE a.seller_user_id = ${DEALER.id}`);
  const [{ n: rows, ad: dealerAd, ads: dealerAds }] = rowsOf<{
    n: number;
    ad: number;
    ads: number;
  }>(
    await db.execute(sql`SELECT count(*)::int AS n, max(ad_id)::int AS ad, count(DISTINCT ad_id)::int AS ads
      FROM ad_stats_daily WHERE ad_id IN (SELECT id FROM ads WHERE seller_user_id = ${DEALER.id})`),
  );
  await db.execute(sql`ANALYZE ad_stats_daily`);
  console.log(
    `Dealer ${DEALER.email}: ${dealerAds} ads, ${rows} daily statistics rows written in ${Math.round(performance.now() - t0)} ms`,
  );
  const viewsBefore = await viewsToday();
  await closeDb();
  return { dealerAd, viewsBefore };
}

let beaconSeq = 0;

/**
 * View and impressions beacons, one of each per view, at `viewsPerDay` for DURATION seconds;
 * each view from a visitor of its own. Resolves when the run ends.
 */
async function beacons(name: string, ids: number[], viewsPerDay: number, measureCpu: boolean) {
  const perSecond = (2 * viewsPerDay) / 86_400;
  const times: number[] = [];
  let wrong = 0;
  const cpuBefore = measureCpu ? await meter.now() : 0;
  const pick = () => ids[Math.floor(Math.random() * ids.length)];
  const instance = autocannon({
    url: BASE,
    connections: 4,
    duration: DURATION,
    timeout: 10,
    overallRate: Math.max(1, Math.round(perSecond)),
    requests: [
      {
        method: "POST",
        setupRequest: (req) => {
          const n = beaconSeq++; // across runs, so no visitor comes back
          const visitor = n >> 1;
          const view = n % 2 === 0;
          const body = view
            ? { adId: pick() }
            : { ids: Array.from({ length: IMPRESSIONS_PER_VIEW }, pick) };
          return {
            ...req,
            path: view ? "/api/stats/view/" : "/api/stats/impressions/",
            body: JSON.stringify(body),
            headers: {
              origin: BASE,
              "content-type": "text/plain;charset=UTF-8",
              "x-forwarded-for": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
              "user-agent": `Mozilla/5.0 (X11; Linux x86_64; rv:${100 + (visitor % 40)}.0) Gecko/20100101 Firefox/${100 + (visitor % 40)}.${visitor % 7}`,
            },
          };
        },
      },
    ],
  });
  instance.on("response", (_c: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    if (status !== 204) wrong++;
  });
  const result = await instance;
  const cpu = measureCpu ? (await meter.now()) - cpuBefore : NaN;
  // view beacons answered: every other request is one (autocannon reports statuses, not paths;
  // a failed request is counted as a view failed, the worse case for the comparison)
  const views = Math.max(0, Math.ceil(times.length / 2) - wrong);
  times.sort((a, b) => a - b);
  const row: BenchRow = {
    name,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: result.requests.average,
    cpu: cpu / Math.max(1, times.length),
    errors: wrong + result.errors,
  };
  return { row, views };
}

/** The demo seller signed in through better-auth: the session cookies as one Cookie header. */
async function signIn(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: BASE, "content-type": "application/json" },
    body: JSON.stringify({ email: DEALER.email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`Signing in ${DEALER.email} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function main() {
  console.log(
    [
      `Statistics bench: ${ADS} ads on ${pg ? "PostgreSQL" : `PGlite (${dataDir})`}, production build`,
      `Machine: ${machineLine()}`,
      `Load: ${DURATION} s per target; ${VIEWS_PER_DAY} views a day = ${(VIEWS_PER_DAY / 86_400).toFixed(1)} view beacons/s + as many impressions beacons (${IMPRESSIONS_PER_VIEW} ads each); a dealer of ${DEALER_ADS} ads`,
    ].join("\n"),
  );
  console.log(`Database: ${pg ? "PostgreSQL" : dbKind()}`);
  const { dealerAd, viewsBefore } = await prepare();
  const rows: BenchRow[] = [];
  const notes: string[] = [];
  let viewsSent = 0;
  let started: ChildProcess | undefined;
  await withBenchServer(
    // TRUST_PROXY: each beacon's visitor is a client of its own (X-Forwarded-For)
    { port: PORT, host: HOST, ads: ADS, dataDir, env: { TRUST_PROXY: "1" } },
    async (server) => {
      started = server;
      meter.serverPids = server.pid ? [server.pid] : [];
      const { ad } = await pickPages(BASE);
      const ids = (await activeAds(BASE, 50)).map((a) => a.id);
      // warm the ad page and the beacon routes
      for (let i = 0; i < 20; i++) await fetch(BASE + ad);
      viewsSent += (await beacons("warm-up", ids, 86_400 * 5, false)).views;

      const alone = await load8(`GET ${ad} alone`, BASE, [ad]);
      rows.push(alone);
      for (const factor of [1, 10]) {
        const perDay = VIEWS_PER_DAY * factor;
        const side = beacons(`  beacons at ${perDay} views/day (during)`, ids, perDay, false);
        const page = await load8(`GET ${ad} + ${perDay} views/day`, BASE, [ad]);
        const b = await side;
        viewsSent += b.views;
        rows.push(page, b.row);
        notes.push(
          `${perDay} views/day: the ad page's req/s ${fmt(page.rps)} against ${fmt(alone.rps)} alone (${page.rps >= alone.rps ? "+" : ""}${((100 * (page.rps - alone.rps)) / alone.rps).toFixed(1)} %; the row's CPU ms/req includes the beacons' work)`,
        );
      }
      const solo = await beacons(
        `beacons alone at ${VIEWS_PER_DAY * 10} views/day`,
        ids,
        VIEWS_PER_DAY * 10,
        true,
      );
      viewsSent += solo.views;
      rows.push(solo.row);

      const cookie = await signIn();
      const pages = [
        "/profile",
        `/profile/inzeraty/${dealerAd}/statistiky?days=90`,
        `/api/my-ads/${dealerAd}/stats/?days=90`,
      ];
      for (const path of pages) {
        const res = await fetch(BASE + path, { headers: { cookie }, redirect: "manual" });
        if (res.status !== 200) {
          notes.push(
            `GET ${path} as the dealer answered ${res.status} ${res.headers.get("location") ?? ""}: not timed`,
          );
          continue;
        }
        rows.push(
          await load1(`GET ${path} (dealer, 1 conn.)`, BASE, [path], 200, true, false, { cookie }),
        );
        rows.push(
          await load8(`GET ${path} (dealer, 8 conn.)`, BASE, [path], 200, true, false, { cookie }),
        );
      }
    },
  );
  // the server writes its last counts on SIGTERM, then frees the data dir
  if (started && started.exitCode === null && started.signalCode === null)
    await new Promise((resolve) => started!.once("exit", resolve));
  const viewsAfter = await readBack();

  console.log();
  printTable(
    ["target", "p50 ms", "p95 ms", "p99 ms", "req/s", "CPU ms/req", "errors"],
    rows.map((r) => [
      r.name,
      fmt(r.p50),
      fmt(r.p95),
      fmt(r.p99),
      fmt(r.rps),
      Number.isFinite(r.cpu) ? r.cpu.toFixed(2) : "–",
      String(r.errors),
    ]),
  );
  console.log();
  for (const n of notes) console.log(n);
  console.log(
    `Views added to ad_stats_daily today: ${viewsAfter - viewsBefore} for ${viewsSent} view beacons answered (each from a visitor of its own, so none is deduplicated), read after the server's last flush`,
  );
  console.log(`Load average at the end: ${load()}.`);
}

/** Today's views once the server has exited (its last flush written); PGlite frees its lock then. */
async function readBack(): Promise<number> {
  for (let i = 0; i < 60; i++) {
    try {
      const n = await viewsToday();
      await closeDb();
      return n;
    } catch {
      await closeDb().catch(() => {});
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  throw new Error("The data dir stayed locked after the server stopped");
}

main()
  .then(() => process.exit(0))
  .catch(async (err) => {
    console.error(err);
    await closeDb().catch(() => {});
    process.exit(1);
  });
