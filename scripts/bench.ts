// npm run bench -- [--ads 100000] [--duration 10] [--connections 8] [--port 3390] [--mix 5000] [--seed 7] [--fixed] [--sql]
// npm run bench -- --browse [--connections 200] [--duration 60] [--timeout 30] [--ads 100000]
// npm run bench -- --cars [--ads 100000] [--new 10000]
// npm run bench -- --stats [--ads 100000] [--views-per-day 1000000] [--dealer-ads 500] (scripts/bench-stats.ts)
// npm run bench -- --cluster [--ads 5000] [--connections 200] [--duration 60]
// npm run bench -- --burst [--connections 300] [--duration 15] [--ads 100000]
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
// Prints p50/p95/p99 latency, req/s and server CPU per answer. PGlite by default (its own DATA_DIR
// per data size, seeded on first use by `npm start`); PostgreSQL when DATABASE_URL is set (seeded
// when empty).
import { spawn } from "node:child_process";
import os from "node:os";
import autocannon from "autocannon";
import { BROWSE_KINDS, browseMix, landingCandidates, type BrowseKind } from "./bench-browse";
import { CpuMeter, loader, percentile, type BenchRow } from "./lib/bench-load";
import { benchDataDir, machineLine, printTable, withBenchServer } from "./lib/bench-server";
import { parseCommand, runCommand } from "./lib/cli";
import { startCluster } from "./lib/cluster";
import { activeAds } from "./lib/pick-pages";
import { burst } from "./lib/bench-burst";
import { targets } from "./lib/bench-targets";

const USAGE = `Usage: npm run bench -- [--ads 100000] [--duration 10] [--connections 8] [--port 3390] [--mix 5000] [--seed 7] [--fixed] [--sql]
       npm run bench -- --browse [--connections 200] [--duration 60] [--timeout 30] [--ads 100000]
       npm run bench -- --cluster [--ads 5000] [--connections 200] [--duration 60]
       npm run bench -- --burst [--connections 300] [--duration 15] [--ads 100000]
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
const DURATION = Math.min(
  600,
  Math.max(1, Number(values.duration ?? (BURST ? 15 : BROWSE ? 60 : 10))),
);
const CONNECTIONS = Math.min(
  1000,
  Math.max(1, Number(values.connections ?? (BURST ? 300 : BROWSE ? 200 : 8))),
);
/** seconds without an answer before autocannon gives a request up (and reconnects) */
const TIMEOUT = Math.max(1, Number(values.timeout ?? (BROWSE ? 30 : 10)));
const PORT = Number(values.port);
// loopback only: the bench must not be reachable from other machines
const HOST = "127.0.0.1";
const BASE = `http://${HOST}:${PORT}`;
const pg =
  process.env.DATABASE_URL ??
  (CLUSTER ? "postgres://postgres@127.0.0.1:5432/vozovna_bench_cluster" : undefined);
const dataDir = benchDataDir(ADS);

const meter = new CpuMeter(pg);
const load = loader(meter, { connections: CONNECTIONS, duration: DURATION, timeout: TIMEOUT });

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : "–");

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

interface BrowseSummary {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  unavailable: number;
  timeouts: number;
  connectionErrors: number;
  cpuMs: number;
}

/** `--browse`: CONNECTIONS visitors browsing the public site at once for DURATION seconds. */
async function browse(base: string): Promise<BrowseSummary> {
  const ads = await activeAds(base, 50);
  // a make/model with no registry entry redirects to the home page: keep the landings that answer
  const landings: string[] = [];
  for (const path of landingCandidates(ads, 60)) {
    if ((await fetch(base + path, { redirect: "manual" })).status === 200) landings.push(path);
  }
  const mix = browseMix({ size: MIX, seed: Number(values.seed), ads, landings });
  console.log(
    `Browsing mix: ${mix.length} requests over ${ads.length} ads, ${new Set(ads.map((a) => a.seller_profile_id)).size} sellers, ${landings.length} landing pages; shares: ${BROWSE_KINDS.map(
      (k) => `${k} ${Math.round((100 * mix.filter((r) => r.kind === k).length) / mix.length)} %`,
    ).join(", ")}`,
  );
  // warm each kind with requests of another seed (compiles the code paths)
  for (const r of browseMix({ size: 60, seed: Number(values.seed) + 1, ads, landings }))
    await fetch(base + r.path);

  const times = new Map<BrowseKind, number[]>(BROWSE_KINDS.map((k) => [k, []]));
  const statuses = new Map<BrowseKind, Map<number, number>>(
    BROWSE_KINDS.map((k) => [k, new Map()]),
  );
  // Requests sent and not answered yet: at the stop, those still waiting enter the percentiles with
  // their wait so far (a lower bound), or a slow server would look fast by answering only the quick.
  type Sent = { kind: BrowseKind; at: number };
  const inFlight = new Set<Sent>();
  let next = 0;
  let answered: BrowseKind = "home";
  const cpuBefore = await meter.now();
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: TIMEOUT,
    requests: [
      {
        method: "GET",
        // called once per request, just before it is written (a fresh context each time)
        setupRequest: (req, context) => {
          const r = mix[next++ % mix.length];
          const sent: Sent = { kind: r.kind, at: performance.now() };
          inFlight.add(sent);
          context.sent = sent;
          return { ...req, path: r.path };
        },
        // called just before the "response" event of the same answer: which kind it was
        onResponse: (_status, _body, context) => {
          const sent = context.sent as Sent;
          inFlight.delete(sent);
          answered = sent.kind;
        },
      },
    ],
  });
  instance.on("response", (_c: unknown, status: number, _bytes: number, ms: number) => {
    times.get(answered)!.push(ms);
    const byStatus = statuses.get(answered)!;
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  });
  const connectionErrors = new Map<string, number>();
  instance.on("reqError", (err) => {
    if (err.message === "request timed out") return; // counted as result.timeouts
    const code = err.code ?? err.message;
    connectionErrors.set(code, (connectionErrors.get(code) ?? 0) + 1);
  });
  const result = await instance;
  const stoppedAt = performance.now();
  const cpu = (await meter.now()) - cpuBefore;
  // older than the time-out: given up (counted as a time-out); a request lost with a reset
  // connection stays in the set, so "waiting" can exceed the connections by the resets
  const waiting = [...inFlight].filter((r) => stoppedAt - r.at < TIMEOUT * 1000);

  const failed = (s: number) => s >= 400 && s !== 503;
  const sum = (m: Map<number, number>, f: (s: number) => boolean) =>
    [...m].reduce((n, [s, c]) => n + (f(s) ? c : 0), 0);
  const line = (name: string, t: number[], byStatus: Map<number, number>, still: Sent[]) => {
    const all = [...t, ...still.map((r) => stoppedAt - r.at)].sort((a, b) => a - b);
    return [
      name,
      String(t.length),
      fmt(t.length / DURATION),
      String(still.length),
      fmt(percentile(all, 50)),
      fmt(percentile(all, 95)),
      fmt(percentile(all, 99)),
      String(sum(byStatus, failed)),
      String(byStatus.get(503) ?? 0),
    ];
  };
  const all = new Map<number, number>();
  for (const m of statuses.values()) for (const [s, c] of m) all.set(s, (all.get(s) ?? 0) + c);
  const answers = [...times.values()].flat();
  console.log();
  printTable(
    ["kind", "answers", "req/s", "waiting", "p50 ms", "p95 ms", "p99 ms", "4xx/5xx", "503"],
    [
      ...BROWSE_KINDS.map((k) =>
        line(
          k,
          times.get(k)!,
          statuses.get(k)!,
          waiting.filter((r) => r.kind === k),
        ),
      ),
      line("all", answers, all, waiting),
    ],
  );
  console.log(
    `\n"waiting": sent, still unanswered when the run stopped; they count in p50/p95/p99 with their wait so far.\n` +
      `Statuses: ${[...all]
        .sort((a, b) => a[0] - b[0])
        .map(([s, c]) => `${s} × ${c}`)
        .join(", ")}. ` +
      `Time-outs (no answer within ${TIMEOUT} s): ${result.timeouts}. ` +
      `Connection errors: ${[...connectionErrors].map(([c, n]) => `${c} × ${n}`).join(", ") || "none"}. ` +
      `Server CPU ${(cpu / Math.max(1, answers.length)).toFixed(2)} ms per answer.`,
  );
  const sorted = [...answers, ...waiting.map((r) => stoppedAt - r.at)].sort((a, b) => a - b);
  return {
    rps: answers.length / DURATION,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    failed: sum(all, failed),
    unavailable: all.get(503) ?? 0,
    timeouts: result.timeouts,
    connectionErrors: [...connectionErrors.values()].reduce((a, b) => a + b, 0),
    cpuMs: cpu / Math.max(1, answers.length),
  };
}

/** `--cluster`: the browsing mix through nginx to one instance, then to two. */
async function clusterBench() {
  const rows: string[][] = [];
  for (const instances of [1, 2]) {
    console.log(`\n--- ${instances} web instance(s) behind nginx`);
    const cluster = await startCluster({
      instances,
      workers: 0, // browsing writes nothing: jobs play no part
      port: PORT,
      ads: ADS,
      databaseUrl: pg!,
      dataDir: benchDataDir(ADS) + "-cluster",
    });
    try {
      meter.serverPids = cluster.pids();
      const s = await browse(cluster.url);
      rows.push([
        String(instances),
        fmt(s.rps),
        fmt(s.p50),
        fmt(s.p99),
        String(s.failed),
        String(s.unavailable),
        String(s.timeouts + s.connectionErrors),
        s.cpuMs.toFixed(2),
      ]);
    } finally {
      await cluster.stop();
    }
  }
  console.log();
  printTable(
    [
      "instances",
      "req/s",
      "p50 ms",
      "p99 ms",
      "4xx/5xx",
      "503",
      "time-outs, errors",
      "CPU ms/answer",
    ],
    rows,
  );
  console.log(
    `CPU: nginx, the instances and PostgreSQL together, per answer (${os.cpus().length} cores here).`,
  );
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
    return clusterBench();
  }
  console.log(
    [
      `Bench: ${ADS} ads on ${pg ? "PostgreSQL" : `PGlite (${dataDir})`}, production build${values.sql ? ", searching in SQL (no index)" : ""}`,
      `Machine: ${machineLine()}`,
      `Load: ${CONNECTIONS} connections, ${DURATION} s per target, time-out ${TIMEOUT} s, mix of ${MIX} (seed ${values.seed})`,
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
      if (BROWSE) await browse(BASE);
      else if (BURST) {
        const [ad] = await activeAds(BASE, 1);
        await burst({
          base: BASE,
          connections: CONNECTIONS,
          duration: DURATION,
          timeout: TIMEOUT,
          adPath: `/ads/cars/${ad.id}`,
          logoPath: "/images/logos/skoda.svg",
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
