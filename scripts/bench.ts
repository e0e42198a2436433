// npm run bench -- [--ads 100000] [--duration 10] [--connections 8] [--port 3390] [--mix 5000] [--seed 7] [--fixed] [--sql]
// Load test of the production server on loopback: the search API, the count API and the
// server-rendered home page, each fed a generated mix of many different searches (deterministic by
// seed, so no answer cache can help), then — as this machine's floor and ceiling — Next.js answering
// a route that does nothing and a bare Node http server answering the saved HTML of one page.
// `--fixed` adds the twelve named searches repeated over and over (the old, cache-friendly load);
// `--sql` runs the server without its in-process search index (SEARCH_INDEX=0), for comparison.
// Prints p50/p95/p99 latency and req/s. PGlite by default (its own DATA_DIR per data size, seeded
// on first use by `npm start`); PostgreSQL when DATABASE_URL is set (seeded when empty).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { BENCH_QUERIES, benchMix } from "./bench-queries";

const { values } = parseArgs({
  options: {
    ads: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "8" },
    port: { type: "string", default: "3390" },
    mix: { type: "string", default: "5000" },
    seed: { type: "string", default: "7" },
    fixed: { type: "boolean", default: false },
    sql: { type: "boolean", default: false },
    // --alerts: the saved-search alert run instead (scripts/bench-alerts.ts, its own options)
    alerts: { type: "boolean", default: false },
    searches: { type: "string" },
    users: { type: "string" },
    "new-ads": { type: "string" },
  },
});
const MIX = Math.max(1, Number(values.mix));
const ADS = Number(values.ads);
const DURATION = Math.min(60, Math.max(1, Number(values.duration)));
const CONNECTIONS = Math.min(64, Math.max(1, Number(values.connections)));
const PORT = Number(values.port);
// loopback only: the bench must not be reachable from other machines
const HOST = "127.0.0.1";
const BASE = `http://${HOST}:${PORT}`;
const pg = process.env.DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), `vozovna-bench-${ADS}`);

function startServer(): ChildProcess {
  const child = spawn(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/start.ts"],
    {
      detached: true,
      stdio: ["ignore", "inherit", "inherit"],
      env: {
        ...process.env,
        PORT: String(PORT),
        HOSTNAME: HOST,
        DATA_DIR: dataDir,
        SEED_ADS: String(ADS),
        RUN_JOBS_IN_WEB: "0",
        SITE_URL: BASE,
        SEARCH_INDEX: values.sql ? "0" : "1",
      },
    },
  );
  return child;
}

async function waitReady(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`Server did not answer ${url} within ${timeoutMs / 1000} s`);
}

interface Row {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** CPU time the server (and PostgreSQL's backends) spent per answer: what other jobs on the machine cannot inflate much */
  cpu: number;
  errors: number;
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
let serverPid = 0;
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}
async function cpuNow(): Promise<number> {
  const pids = [...(serverPid ? descendants(serverPid) : []), ...(await databasePids())];
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
): Promise<Row> {
  const times: number[] = [];
  const cpuBefore = measureCpu ? await cpuNow() : 0;
  let next = 0;
  let wrong = 0;
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      { method: "GET", setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) },
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
    errors: wrong + result.errors + result.timeouts,
  };
}

function serveStatic(html: string): Promise<http.Server> {
  const body = Buffer.from(html);
  const server = http.createServer((_req, res) => {
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

function printTable(rows: Row[]) {
  const head = ["target", "p50 ms", "p95 ms", "p99 ms", "req/s", "CPU ms/req", "errors"];
  const lines = rows.map((r) => [
    r.name,
    fmt(r.p50),
    fmt(r.p95),
    fmt(r.p99),
    fmt(r.rps),
    Number.isFinite(r.cpu) ? r.cpu.toFixed(2) : "–",
    String(r.errors),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  console.log(line(head));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`,
  );
  for (const l of lines) console.log(line(l));
}

/** `--alerts`: the alert bench, in a process of its own (it opens its own database). */
function alertsBench(): Promise<number> {
  const child = spawn(
    process.execPath,
    [
      "node_modules/tsx/dist/cli.mjs",
      "--conditions=react-server",
      "scripts/bench-alerts.ts",
      ...process.argv.slice(2),
    ],
    { stdio: "inherit" },
  );
  return new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
}

async function main() {
  if (values.alerts) process.exit(await alertsBench());
  console.log(
    `Bench: ${ADS} ads on ${pg ? "PostgreSQL" : `PGlite (${dataDir})`}, ${CONNECTIONS} connections, ${DURATION} s per target, ` +
      `${values.sql ? "searching in SQL (no index), " : ""}mix of ${MIX} searches (seed ${values.seed}), ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
  );
  const server = startServer();
  serverPid = server.pid ?? 0;
  const stop = () => {
    if (server.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  try {
    await waitReady(`${BASE}/api/ads-count/filtered/`, 20 * 60_000);
    const mix = benchMix(MIX, Number(values.seed));
    const api = mix.map((q) => `/api/ads/filter/?${q.api}`);
    const count = mix.map((q) => `/api/ads-count/filtered/?${q.count}`);
    const locales = ["", "", "", "/en", "/ru"];
    const pages = mix.map(
      (q, i) => `${locales[i % locales.length] || "/"}${q.page ? `?${q.page}` : ""}`,
    );
    // warm every route with searches of another seed (compiles the code paths, fills no cache)
    for (const q of benchMix(40, Number(values.seed) + 1)) {
      for (const p of [
        `/api/ads/filter/?${q.api}`,
        `/api/ads-count/filtered/?${q.count}`,
        `/?${q.page}`,
      ])
        await fetch(BASE + p);
    }
    const html = await (await fetch(`${BASE}/`)).text();
    const rows: Row[] = [];
    rows.push(await load(`GET /api/ads/filter/ (${MIX} searches)`, BASE, api));
    rows.push(await load(`GET /api/ads-count/filtered/ (${MIX} searches)`, BASE, count));
    rows.push(await load(`GET / server-rendered (${MIX} searches)`, BASE, pages));
    if (values.fixed) {
      const fixed = Object.values(BENCH_QUERIES);
      rows.push(
        await load(
          "GET /api/ads/filter/ (12 fixed searches)",
          BASE,
          fixed.map((q) => `/api/ads/filter/?${q}`),
        ),
      );
      rows.push(
        await load(
          "GET /api/ads-count/filtered/ (12 fixed)",
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
    const ceiling = await serveStatic(html);
    rows.push(
      await load(
        `ceiling: bare Node http, saved / (${Math.round(html.length / 1024)} KB)`,
        `http://${HOST}:${PORT + 1}`,
        ["/"],
        200,
        false,
      ),
    );
    ceiling.close();
    const rss = Math.max(...descendants(serverPid).map(rssMb));
    console.log();
    printTable(rows);
    console.log(
      `\nServer memory (largest process, RSS): ${rss.toFixed(0)} MB. Load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}.`,
    );
  } finally {
    stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
