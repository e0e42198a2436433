// npm run bench -- [--ads 100000] [--duration 10] [--connections 8] [--port 3390] [--mix 5000] [--seed 7] [--fixed] [--sql]
// npm run bench -- --browse [--connections 200] [--duration 60] [--timeout 30] [--ads 100000]
// npm run bench -- --cars [--ads 100000] [--new 10000]
// npm run bench -- --stats [--ads 100000] [--views-per-day 1000000] [--dealer-ads 500] (scripts/bench-stats.ts)
// npm run bench -- --cluster [--ads 5000] [--connections 200] [--duration 60]
// npm run bench -- --burst [--connections 300] [--duration 15] [--ads 100000]
// npm run bench -- --visitors [--people 1000] [--uncached 30] [--duration 60] [--ads 100000]
// npm run bench -- --crawler [--rate 20] [--duration 60] [--ads 100000]
// Load test of the production server on loopback: the search API, the count API and the
// server-rendered home page, each fed a generated mix of many different searches (deterministic by
// seed, so no answer cache can help); one ad page and one landing page requested over and over (what
// a page cache can serve); then — as this machine's floor and ceiling — Next.js answering a route that
// does nothing and a bare Node http server answering the saved HTML of each page target, so each
// page's req/s can be read as a share of the ceiling on that very HTML (the "of ceiling" column).
// Also a mix of issue 29's car-data buyers (3 equipment + radius + body + price) on both APIs.
// `--fixed` adds the thirteen named searches repeated over and over (the old, cache-friendly load);
// `--sql` runs the server without its in-process search index (SEARCH_INDEX=0), for comparison.
// `--browse`: instead, many visitors at once (200 connections for 60 s by default) browsing the
// public site (scripts/bench-browse.ts), with p50/p95/p99 per kind, statuses and time-outs.
// `--cluster`: that browsing mix through nginx to one web instance, then to two (npm run cluster's
// layout, scripts/lib/cluster.ts, on PostgreSQL: DATABASE_URL or the local vozovna_bench_cluster).
// `--burst`: 300 clients that never pause asking for pages no cache holds, and meanwhile a cached
// ad page and a logo, one at a time (scripts/lib/bench-burst.ts).
// `--visitors`: people with think time (a page every 5–10 s each, a share of the asks uncached);
// `--crawler`: distinct ad pages at a fixed rate (scripts/lib/bench-paced.ts). Both, like
// `--browse`, time a cached ad page and a logo meanwhile.
// Prints p50/p95/p99 latency, req/s and server CPU per answer. PGlite by default (its own DATA_DIR
// per data size, seeded on first use by `npm start`); PostgreSQL when DATABASE_URL is set (seeded
// when empty).
import { spawn } from "node:child_process";
import os from "node:os";
import { CpuMeter, loader, type BenchRow } from "./lib/bench-load";
import { benchDataDir, fmt, machineLine, printTable, withBenchServer } from "./lib/bench-server";
import { browse, clusterBench } from "./lib/bench-visitors";
import { parseCommand, runCommand } from "./lib/cli";
import { activeAds } from "./lib/pick-pages";
import { burst } from "./lib/bench-burst";
import { crawlerBench, visitorsBench } from "./lib/bench-paced";
import { targets } from "./lib/bench-targets";

const USAGE = `Usage: npm run bench -- [--ads 100000] [--duration 10] [--connections 8] [--port 3390] [--mix 5000] [--seed 7] [--fixed] [--sql]
       npm run bench -- --browse [--connections 200] [--duration 60] [--timeout 30] [--ads 100000]
       npm run bench -- --cluster [--ads 5000] [--connections 200] [--duration 60]
       npm run bench -- --burst [--connections 300] [--duration 15] [--ads 100000]
       npm run bench -- --visitors [--people 1000] [--uncached 30] [--duration 60] [--ads 100000]
       npm run bench -- --crawler [--rate 20] [--duration 60] [--ads 100000]
       npm run bench -- --cars [--ads 100000] [--new 10000] [--seed 7]
       npm run bench -- --alerts [--ads 100000] [--searches 10000] [--users 200] [--new-ads 2000] [--seed 7]
       npm run bench -- --stats [--ads 100000] [--duration 10] [--views-per-day 1000000] [--dealer-ads 500]

Load test of the production server on loopback (README "Performance"): the search and count APIs
and the home page fed a mix of many different searches, one ad and one landing page repeated, a
Next.js floor and a bare-Node ceiling; p50/p95/p99, req/s and server CPU per answer. PGlite in a
data directory of its own per data size (seeded on first use); PostgreSQL when DATABASE_URL is set.
  --ads N           ads in the data set
  --duration S      seconds per target (10; 60 with --browse and --cluster)
  --connections N   connections at once (8; 200 with --browse and --cluster)
  --timeout S       seconds before a request is given up (10; 30 with --browse and --cluster)
  --port P          the server's port (3390)
  --mix N           different searches in the mix (5000)
  --seed S          the mix's random seed (7)
  --fixed           adds thirteen named searches repeated over and over
  --sql             the server without its in-process search index (SEARCH_INDEX=0)
  --browse          many visitors at once browsing the public site instead
  --cluster         the browsing mix through nginx to one web instance, then to two (PostgreSQL)
  --burst           uncached pages from 300 clients that never pause, while a cached ad page and
                    a logo are timed
  --visitors        --people visitors (1000), each asking a page of the browsing mix every 5–10 s,
                    --uncached % of the asks (30) pages no cache holds yet
  --crawler         distinct ad pages, --rate a second (20), whatever the answers take
  --cars            matching listings to cars instead (--new N listings matched)
  --alerts          the saved-search alert run instead (--searches, --users, --new-ads)
  --stats           the statistics instead: the ad page with view beacons arriving, and a dealer's
                    statistics screens (--views-per-day, --dealer-ads)
  --help            this text`;

const { values } = parseCommand({
  usage: USAGE,
  options: {
    ads: { type: "string", default: "100000" },
    duration: { type: "string" },
    connections: { type: "string" },
    timeout: { type: "string" },
    port: { type: "string", default: "3390" },
    mix: { type: "string", default: "5000" },
    seed: { type: "string", default: "7" },
    fixed: { type: "boolean", default: false },
    sql: { type: "boolean", default: false },
    browse: { type: "boolean", default: false },
    cluster: { type: "boolean", default: false },
    burst: { type: "boolean", default: false },
    visitors: { type: "boolean", default: false },
    people: { type: "string", default: "1000" },
    uncached: { type: "string", default: "30" },
    crawler: { type: "boolean", default: false },
    rate: { type: "string", default: "20" },
    // --alerts: the saved-search alert run instead (scripts/bench-alerts.ts, its own options)
    alerts: { type: "boolean", default: false },
    // --cars: matching listings to cars instead (scripts/bench-cars.ts, its own options)
    cars: { type: "boolean", default: false },
    // --stats: the statistics' costs and screens instead (scripts/bench-stats.ts, its own options)
    stats: { type: "boolean", default: false },
    "views-per-day": { type: "string" },
    "dealer-ads": { type: "string" },
    new: { type: "string" },
    searches: { type: "string" },
    users: { type: "string" },
    "new-ads": { type: "string" },
  },
});
const CLUSTER = values.cluster;
const BROWSE = values.browse || CLUSTER;
const MIX = Math.max(1, Number(values.mix));
const ADS = Number(values.ads);
const BURST = values.burst;
const PACED = values.visitors || values.crawler;
const DURATION = Math.min(
  600,
  Math.max(1, Number(values.duration ?? (BURST ? 15 : BROWSE || PACED ? 60 : 10))),
);
const CONNECTIONS = Math.min(
  1000,
  Math.max(1, Number(values.connections ?? (BURST ? 300 : BROWSE ? 200 : 8))),
);
/** seconds without an answer before autocannon gives a request up (and reconnects) */
const TIMEOUT = Math.max(1, Number(values.timeout ?? (BROWSE || PACED ? 30 : 10)));
const PORT = Number(values.port);
// loopback only: the bench must not be reachable from other machines
const HOST = "127.0.0.1";
const BASE = `http://${HOST}:${PORT}`;
const pg =
  process.env.DATABASE_URL ??
  (CLUSTER ? "postgres://postgres@127.0.0.1:5432/vozovna_bench_cluster" : undefined);
const dataDir = benchDataDir(ADS);
/** the static file timed while pages are asked */
const LOGO = "/images/logos/skoda.svg";

const meter = new CpuMeter(pg);
const load = loader(meter, { connections: CONNECTIONS, duration: DURATION, timeout: TIMEOUT });
const visitors = {
  meter,
  connections: CONNECTIONS,
  duration: DURATION,
  timeout: TIMEOUT,
  mix: MIX,
  seed: Number(values.seed),
};

function printRows(rows: BenchRow[]) {
  const ceilings = new Map(rows.filter((r) => r.ceilingOf).map((r) => [r.ceilingOf!, r.rps]));
  printTable(
    ["target", "p50 ms", "p95 ms", "p99 ms", "req/s", "of ceiling", "CPU ms/req", "errors"],
    rows.map((r) => {
      const ceiling = r.ceilingOf ? undefined : ceilings.get(r.name);
      return [
        r.name,
        fmt(r.p50),
        fmt(r.p95),
        fmt(r.p99),
        fmt(r.rps),
        ceiling ? `${((100 * r.rps) / ceiling).toFixed(1)} %` : "",
        Number.isFinite(r.cpu) ? r.cpu.toFixed(2) : "–",
        String(r.errors),
      ];
    }),
  );
}

/** `--alerts`, `--cars`: a bench in a process of its own (it opens its own database). */
function ownBench(script: string): Promise<number> {
  const child = spawn(
    process.execPath,
    [
      "node_modules/tsx/dist/cli.mjs",
      "--conditions=react-server",
      script,
      ...process.argv.slice(2),
    ],
    { stdio: "inherit" },
  );
  return new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
}

async function main() {
  if (values.alerts) process.exit(await ownBench("scripts/bench-alerts.ts"));
  if (values.cars) process.exit(await ownBench("scripts/bench-cars.ts"));
  if (values.stats) process.exit(await ownBench("scripts/bench-stats.ts"));
  if (CLUSTER) {
    console.log(
      [
        `Bench: the browsing mix through nginx, ${ADS} ads on PostgreSQL, production build`,
        `Machine: ${machineLine()}`,
        `Load: ${CONNECTIONS} connections, ${DURATION} s per layout, time-out ${TIMEOUT} s`,
      ].join("\n"),
    );
    return clusterBench({ ...visitors, port: PORT, ads: ADS, databaseUrl: pg! });
  }
  console.log(
    [
      `Bench: ${ADS} ads on ${pg ? "PostgreSQL" : `PGlite (${dataDir})`}, production build${values.sql ? ", searching in SQL (no index)" : ""}`,
      `Machine: ${machineLine()}`,
      PACED
        ? `Load: paced (below) for ${DURATION} s, time-out ${TIMEOUT} s, seed ${values.seed}`
        : `Load: ${CONNECTIONS} connections, ${DURATION} s per target, time-out ${TIMEOUT} s, mix of ${MIX} (seed ${values.seed})`,
    ].join("\n"),
  );
  const rss = await withBenchServer(
    {
      port: PORT,
      host: HOST,
      ads: ADS,
      dataDir,
      // TRUST_PROXY: the market-value target plays many sellers, each a client of its own
      env: { SEARCH_INDEX: values.sql ? "0" : "1", TRUST_PROXY: "1" },
    },
    async (server) => {
      meter.serverPids = server.pid ? [server.pid] : [];
      const { count } = (await (await fetch(`${BASE}/api/ads-count/filtered/`)).json()) as {
        count: number;
      };
      console.log(`Data: ${count} active ads.`);
      const [ad] = await activeAds(BASE, 1);
      const hits = { page: `/ads/cars/${ad.id}`, file: LOGO };
      // in the cache before they are timed: their first ask is a render
      for (const path of [hits.page, hits.page, hits.file, hits.file]) await fetch(BASE + path);
      const paced = { ...visitors, hitPath: hits.page, filePath: hits.file };
      if (BROWSE) await browse(BASE, { ...visitors, hits });
      else if (values.visitors) {
        const people = Math.max(1, Number(values.people));
        const uncached = Math.min(100, Math.max(0, Number(values.uncached))) / 100;
        await visitorsBench(BASE, { ...paced, visitors: people, uncached });
      } else if (values.crawler)
        await crawlerBench(BASE, { ...paced, rate: Math.max(0.1, Number(values.rate)) });
      else if (BURST) {
        await burst({
          base: BASE,
          connections: CONNECTIONS,
          duration: DURATION,
          timeout: TIMEOUT,
          adPath: hits.page,
          logoPath: hits.file,
        });
      } else {
        const rows = await targets({
          host: HOST,
          port: PORT,
          mix: MIX,
          seed: Number(values.seed),
          fixed: Boolean(values.fixed),
          load,
        });
        console.log();
        printRows(rows);
        console.log(
          '\n"of ceiling": the page\'s req/s as a share of the bare-Node ceiling serving its saved HTML.',
        );
      }
      return meter.largestRssMb();
    },
  );
  console.log(
    `Server memory (largest process, RSS): ${rss.toFixed(0)} MB. Load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}.`,
  );
}

runCommand(main);
