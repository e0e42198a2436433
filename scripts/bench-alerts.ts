// npm run bench -- --alerts [--ads 100000] [--searches 10000] [--users 200] [--new-ads 2000] [--seed 7]
// The saved-search alert run at scale, in-process on its own PGlite data directory (seeded on first
// use; PostgreSQL when DATABASE_URL is set): `users` users with `searches` saved searches between
// them (daily, filters from the bench's search mix), a batch of new ads created after the searches'
// marks, then the daily run (timed: searches, e-mails queued, ads listed), then the work of the
// saved-search list of one user with 50 searches (listSavedSearches, what GET /api/saved-searches/
// answers). Started by scripts/bench.ts in a process of its own.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { closeDb, dbKind, getDb } from "@/lib/infra/db/client";
import { migrateDb } from "@/lib/infra/db/migrate";
import { jobs, savedSearches, users } from "@/lib/infra/db/schema";
import { seedDemo } from "@/lib/demo/seed";
import { drainJobs, registerJobHandler } from "@/lib/infra/jobs/runner";
import { outboxDir } from "@/lib/infra/mail";
import { DIGEST_JOB, sendDigestJob } from "@/lib/notifications/mail-jobs";
import { runSavedSearchAlerts } from "@/lib/notifications/alerts";
import { listSavedSearches } from "@/lib/saved-searches/queries";
import { getSearchIndex, searchIndexChanged } from "@/lib/search/live-index";
import type { CatalogItem } from "@/lib/search/schemas";
import { benchMix } from "./bench-queries";

const { values } = parseArgs({
  options: {
    alerts: { type: "boolean", default: true },
    ads: { type: "string", default: "100000" },
    searches: { type: "string", default: "10000" },
    users: { type: "string", default: "200" },
    "new-ads": { type: "string", default: "2000" },
    seed: { type: "string", default: "7" },
  },
  strict: false,
});
const ADS = Number(values.ads);
const SEARCHES = Number(values.searches);
const USERS = Math.max(1, Number(values.users));
const NEW_ADS = Number(values["new-ads"]);
const PREFIX = "bench-alerts-";

process.env.DATA_DIR ??= path.join(os.tmpdir(), `vozovna-bench-alerts-${ADS}`);
process.env.SITE_URL ??= "https://vozovna.example";

const ms = (t0: number) => Math.round(performance.now() - t0);
const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];

/** The bench's search mix as saved searches: `filters` and `catalog_filter` of each. */
function savedSearchRows(userIds: string[], seed: number) {
  const mix = benchMix(SEARCHES, seed);
  const marks = new Date(Date.now() - 10 * 60_000);
  return mix.map((q, i) => {
    const params = new URLSearchParams(q.count);
    const catalogFilter = params.getAll("catalog_filter").map((c) => JSON.parse(c) as CatalogItem);
    const filters: Record<string, unknown> = {};
    for (const [k, v] of params) if (k !== "catalog_filter") filters[k] = v;
    const makes = [...new Set(catalogFilter.map((c) => c.make).filter(Boolean))];
    if (makes.length) filters.make = makes;
    return {
      userId: userIds[i % userIds.length],
      name: `Hledání ${i + 1}`,
      filters,
      catalogFilter,
      uri: q.page ? `/?${q.page}` : "/",
      notificationFrequency: "daily" as const,
      alertedThrough: marks,
      lastViewedAt: marks,
    };
  });
}

/** `n` new active ads: copies of random existing ones, created in the last 9 minutes. */
async function insertNewAds(n: number) {
  const cols = rowsOf<{ column_name: string }>(
    await getDb().execute(sql`
      SELECT column_name FROM information_schema.columns
      WHERE table_name = 'ads' AND table_schema = current_schema()
        AND column_name NOT IN ('id', 'vin', 'created_date', 'updated_date', 'real_date')
        AND is_generated = 'NEVER'`),
  ).map((c) => `"${c.column_name}"`);
  const list = sql.raw(cols.join(", "));
  // one statement for the batch; the search index is told below
  // eslint-disable-next-line no-restricted-syntax -- bench data, copied in bulk
  await getDb().execute(sql`
    INSERT INTO ads (${list}, created_date, updated_date)
    SELECT ${list}, now() - random() * interval '8 minutes' - interval '1 minute', now()
    FROM ads WHERE status = 'active' ORDER BY random() LIMIT ${n}`);
  searchIndexChanged();
}

async function main() {
  console.log(
    `Alert bench: ${ADS} ads on ${dbKind() === "postgres" ? "PostgreSQL" : `PGlite (${process.env.DATA_DIR})`}, ` +
      `${SEARCHES} saved searches of ${USERS} users, ${NEW_ADS} new ads, ${os.cpus().length} CPUs, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
  );
  await migrateDb();
  const [{ n: existing }] = rowsOf<{ n: number }>(
    await getDb().execute(sql`SELECT count(*)::int AS n FROM ads`),
  );
  if (existing < ADS) {
    const t0 = performance.now();
    console.log(`Seeding ${ADS} demo ads…`);
    await seedDemo({ ads: ADS, reset: true });
    console.log(`  seeded in ${ms(t0)} ms`);
  }

  // fresh bench users and searches (a previous run's are removed)
  await getDb().execute(sql`DELETE FROM users WHERE id LIKE ${PREFIX + "%"}`);
  await getDb().delete(jobs);
  const userIds = Array.from({ length: USERS }, (_, i) => `${PREFIX}${i}`);
  await getDb()
    .insert(users)
    .values(
      userIds.map((id, i) => ({
        id,
        name: `Bench ${i}`,
        email: `${id}@bench.example`,
        locale: (["cs", "cs", "en", "ru"] as const)[i % 4],
      })),
    );
  const rows = savedSearchRows(userIds, Number(values.seed));
  for (let i = 0; i < rows.length; i += 1000)
    await getDb()
      .insert(savedSearches)
      .values(rows.slice(i, i + 1000));

  let t0 = performance.now();
  await getSearchIndex();
  console.log(`Search index loaded in ${ms(t0)} ms`);
  await insertNewAds(NEW_ADS);
  t0 = performance.now();
  await getSearchIndex();
  console.log(`${NEW_ADS} new ads written and indexed in ${ms(t0)} ms`);

  t0 = performance.now();
  const run = await runSavedSearchAlerts("daily");
  const runMs = ms(t0);
  const [{ n: queued }] = rowsOf<{ n: number }>(
    await getDb().execute(sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'alerts.digest'`),
  );
  console.log(
    `Daily run: ${runMs} ms for ${run.searches} searches of ${run.users} users → ${run.mails} e-mails queued (${queued} in the jobs table), ${run.adsListed} ads listed (matching ${run.ms.match} ms, card read ${run.ms.cards} ms, marks + render + queue ${run.ms.mails} ms)`,
  );
  // the digest jobs: render each e-mail and write it to the outbox (what the job runner does next)
  registerJobHandler(DIGEST_JOB, sendDigestJob);
  t0 = performance.now();
  let sent = 0;
  const info = console.info;
  console.info = () => {}; // one "[mail] … written to …" line per e-mail
  for (let n = await drainJobs(100); n > 0; n = await drainJobs(100)) sent += n;
  console.info = info;
  console.log(
    `Digest jobs: ${sent} e-mails rendered (HTML + text) and written to ${outboxDir()} in ${ms(t0)} ms`,
  );
  fs.rmSync(outboxDir(), { recursive: true, force: true });

  t0 = performance.now();
  const again = await runSavedSearchAlerts("daily");
  console.log(`Second daily run (nothing new): ${ms(t0)} ms, ${again.mails} e-mails`);

  // GET /api/saved-searches/ of one user with 50 searches: the list function the route calls
  const userId = userIds[0];
  const times: number[] = [];
  let count = 0;
  for (let round = 0; round < 5; round++) {
    t0 = performance.now();
    count = (await listSavedSearches({ userId })).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `Saved-search list (listSavedSearches, as GET /api/saved-searches/) for a user with ${count} searches: ` +
      `median of 5 ${times[2].toFixed(1)} ms, best ${times[0].toFixed(1)} ms, worst ${times[4].toFixed(1)} ms`,
  );
}

main()
  .then(async () => {
    await closeDb();
    process.exit(0);
  })
  .catch(async (err) => {
    console.error(err);
    await closeDb().catch(() => {});
    process.exit(1);
  });
