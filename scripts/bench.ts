// npm run bench -- [--ads 100000] [--duration 10] [--connections 8] [--port 3390] [--mix 5000] [--seed 7] [--fixed] [--sql]
// npm run bench -- --browse [--connections 200] [--duration 60] [--timeout 30] [--ads 100000]
// npm run bench -- --cars [--ads 100000] [--new 10000]
// npm run bench -- --cluster [--ads 5000] [--connections 200] [--duration 60]
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
// Prints p50/p95/p99 latency, req/s and server CPU per answer. PGlite by default (its own DATA_DIR
// per data size, seeded on first use by `npm start`); PostgreSQL when DATABASE_URL is set (seeded
// when empty).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import autocannon from "autocannon";
import { BROWSE_KINDS, browseMix, landingCandidates, type BrowseKind } from "./bench-browse";
import { BENCH_QUERIES, benchMix, carDataMix, marketValueMix } from "./bench-queries";
import { benchDataDir, machineLine, printTable, withBenchServer } from "./lib/bench-server";
import { parseCommand, runCommand } from "./lib/cli";
import { startCluster } from "./lib/cluster";
import { activeAds, pickPages } from "./lib/pick-pages";

const USAGE = `Usage: npm run bench -- [--ads 100000] [--duration 10] [--connections 8] [--port 3390] [--mix 5000] [--seed 7] [--fixed] [--sql]
       npm run bench -- --browse [--connections 200] [--duration 60] [--timeout 30] [--ads 100000]
       npm run bench -- --cluster [--ads 5000] [--connections 200] [--duration 60]
       npm run bench -- --cars [--ads 100000] [--new 10000] [--seed 7]
       npm run bench -- --alerts [--ads 100000] [--searches 10000] [--users 200] [--new-ads 2000] [--seed 7]

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
  --cars            matching listings to cars instead (--new N listings matched)
  --alerts          the saved-search alert run instead (--searches, --users, --new-ads)
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
    // --alerts: the saved-search alert run instead (scripts/bench-alerts.ts, its own options)
    alerts: { type: "boolean", default: false },
    // --cars: matching listings to cars instead (scripts/bench-cars.ts, its own options)
    cars: { type: "boolean", default: false },
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
const DURATION = Math.min(600, Math.max(1, Number(values.duration ?? (BROWSE ? 60 : 10))));
const CONNECTIONS = Math.min(1000, Math.max(1, Number(values.connections ?? (BROWSE ? 200 : 8))));
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

interface Row {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** CPU time the server (and PostgreSQL's backends) spent per answer: what other jobs on the machine cannot inflate much */
  cpu: number;
  errors: number;
  /** this page's saved HTML, answered by the bare-Node ceiling (its row gives the ratio) */
  ceilingOf?: string;
}

// CPU time of the server's process tree and of the database's backends, from /proc (Linux).
const TICK_MS = 10; // CLK_TCK 100
function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
  } catch {
    return 0; // gone
  }
}
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // exited meanwhile
    }
  }
  const out = [root];
  for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i]) ?? []));
  return out;
}
async function databasePids(): Promise<number[]> {
  if (!pg) return [];
  const { Client } = await import("pg");
  const client = new Client({ connectionString: pg });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}
/** the server's process (or, with --cluster, nginx's and each instance's): CPU counts their trees */
let serverPids: number[] = [];
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}
async function cpuNow(): Promise<number> {
  const pids = [...serverPids.flatMap((pid) => descendants(pid)), ...(await databasePids())];
  return pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Every connection takes the next path of the list in turn, so the whole mix is spread over them. */
async function load(
  name: string,
  base: string,
  paths: string[],
  okStatus = 200,
  measureCpu = true,
  /** each request as from a client of its own (X-Forwarded-For; the server trusts one proxy) */
  manyClients = false,
): Promise<Row> {
  const times: number[] = [];
  const cpuBefore = measureCpu ? await cpuNow() : 0;
  let next = 0;
  let wrong = 0;
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: TIMEOUT,
    requests: [
      {
        method: "GET",
        setupRequest: (req) => {
          const n = next++;
          const path = paths[n % paths.length];
          if (!manyClients) return { ...req, path };
          const client = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          return { ...req, path, headers: { "x-forwarded-for": client } };
        },
      },
    ],
  });
  instance.on("response", (_c: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    if (status !== okStatus) wrong++;
  });
  const result = await instance;
  const cpu = measureCpu ? (await cpuNow()) - cpuBefore : NaN;
  times.sort((a, b) => a - b);
  return {
    name,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: result.requests.average,
    cpu: cpu / Math.max(1, times.length),
    errors: wrong + result.errors, // autocannon's errors include its time-outs
  };
}

/** The bare-Node ceiling: the saved HTML of each page target at its own path, nothing else. */
function serveSaved(pages: Map<string, Buffer>): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const body = pages.get(req.url ?? "");
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "content-length": body.length,
    });
    res.end(body);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject); // a port in use must not leave the app server running
    server.listen(PORT + 1, HOST, () => resolve(server));
  });
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : "–");
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

function printRows(rows: Row[]) {
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

/** The targets of the default run: searches, pages (mixed and repeated), floor and ceilings. */
async function targets(): Promise<Row[]> {
  const mix = benchMix(MIX, Number(values.seed));
  const api = mix.map((q) => `/api/ads/filter/?${q.api}`);
  const count = mix.map((q) => `/api/ads-count/filtered/?${q.count}`);
  const locales = ["", "", "", "/en", "/ru"];
  const pages = mix.map(
    (q, i) => `${locales[i % locales.length] || "/"}${q.page ? `?${q.page}` : ""}`,
  );
  const { ad, landing } = await pickPages(BASE);
  // warm every route with searches of another seed (compiles the code paths, fills no cache)
  for (const q of benchMix(40, Number(values.seed) + 1)) {
    for (const p of [
      `/api/ads/filter/?${q.api}`,
      `/api/ads-count/filtered/?${q.count}`,
      `/?${q.page}`,
    ])
      await fetch(BASE + p);
  }
  // the HTML each ceiling serves: what the server answers for that page, saved once
  const saved = new Map<string, Buffer>();
  for (const p of ["/", ad, landing])
    saved.set(p, Buffer.from(await (await fetch(BASE + p)).arrayBuffer()));

  const rows: Row[] = [];
  rows.push(await load(`GET /api/ads/filter/ (${MIX} searches)`, BASE, api));
  rows.push(await load(`GET /api/ads-count/filtered/ (${MIX} searches)`, BASE, count));
  const home = `GET / server-rendered (${MIX} searches)`;
  rows.push(await load(home, BASE, pages));
  const adName = `GET ${ad} (one ad, repeated)`;
  rows.push(await load(adName, BASE, [ad]));
  const landingName = `GET ${landing} (one landing, repeated)`;
  rows.push(await load(landingName, BASE, [landing]));
  // issue 29's buyer: 3 equipment items + a radius around a town + a body type + a price range
  const buyers = carDataMix(MIX, Number(values.seed));
  rows.push(
    await load(
      `GET /api/ads/filter/ (${MIX} car-data searches)`,
      BASE,
      buyers.map((q) => `/api/ads/filter/?${q.api}`),
    ),
  );
  rows.push(
    await load(
      `GET /api/ads-count/filtered/ (${MIX} car-data)`,
      BASE,
      buyers.map((q) => `/api/ads-count/filtered/?${q.count}`),
    ),
  );
  // issue 30's seller: the market value of a described car while the price is typed
  const described = marketValueMix(await activeAds(BASE, 10), MIX, Number(values.seed));
  rows.push(
    await load(
      `GET /api/ads/market-value/ (${MIX} described cars)`,
      BASE,
      described.map((q) => `/api/ads/market-value/?${q}`),
      200,
      true,
      // many sellers typing at once: one client's own limit (240 a minute) is not what is measured
      true,
    ),
  );
  if (values.fixed) {
    const fixed = Object.values(BENCH_QUERIES);
    rows.push(
      await load(
        `GET /api/ads/filter/ (${fixed.length} fixed searches)`,
        BASE,
        fixed.map((q) => `/api/ads/filter/?${q}`),
      ),
    );
    rows.push(
      await load(
        `GET /api/ads-count/filtered/ (${fixed.length} fixed)`,
        BASE,
        fixed.map(
          (q) => `/api/ads-count/filtered/?${q.replace(/(^|&)(page|ordering)=[^&]*/g, "")}`,
        ),
      ),
    );
  }
  rows.push(
    await load("floor: Next.js route doing nothing (404)", BASE, ["/api/bench-floor/"], 404),
  );
  const ceiling = await serveSaved(saved);
  try {
    for (const [path, of] of [
      ["/", home],
      [ad, adName],
      [landing, landingName],
    ]) {
      const row = await load(
        `ceiling: bare Node, saved ${path} (${kb(saved.get(path)!.length)})`,
        `http://${HOST}:${PORT + 1}`,
        [path],
        200,
        false,
      );
      rows.push({ ...row, ceilingOf: of });
    }
  } finally {
    ceiling.close();
  }
  return rows;
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
  const cpuBefore = await cpuNow();
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
  const cpu = (await cpuNow()) - cpuBefore;
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
      serverPids = cluster.pids();
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
      serverPids = server.pid ? [server.pid] : [];
      const { count } = (await (await fetch(`${BASE}/api/ads-count/filtered/`)).json()) as {
        count: number;
      };
      console.log(`Data: ${count} active ads.`);
      if (BROWSE) await browse(BASE);
      else {
        const rows = await targets();
        console.log();
        printRows(rows);
        console.log(
          '\n"of ceiling": the page\'s req/s as a share of the bare-Node ceiling serving its saved HTML.',
        );
      }
      return Math.max(...serverPids.flatMap((pid) => descendants(pid)).map(rssMb));
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
