// What the benches share (scripts/bench.ts, scripts/bench-web.ts): start the production server on a
// port of its own (its own data dir, seeded by `npm start` on first use), wait for it, stop it, and
// print a table. The pages they measure come from ./pick-pages.
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";

/** The data dir of a bench with this many ads (seeded on first use, then reused by every bench). */
export const benchDataDir = (ads: number) =>
  process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), `vozovna-bench-${ads}`);

/**
 * `npm start` on loopback in a process group of its own (stopServer ends the whole group): its own
 * data dir, seeded with `ads` demo ads when empty, no job runner in the web process.
 */
export function startServer(opts: {
  port: number;
  host: string;
  ads: number;
  dataDir?: string;
  env?: Record<string, string>;
}): ChildProcess {
  const base = `http://${opts.host}:${opts.port}`;
  return spawn(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/start.ts"],
    {
      detached: true,
      stdio: ["ignore", "inherit", "inherit"],
      env: {
        ...process.env,
        PORT: String(opts.port),
        HOSTNAME: opts.host,
        DATA_DIR: opts.dataDir ?? benchDataDir(opts.ads),
        SEED_ADS: String(opts.ads),
        RUN_JOBS_IN_WEB: "0",
        SITE_URL: base,
        ...opts.env,
      },
    },
  );
}

export function stopServer(child: ChildProcess) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

export async function waitReady(url: string, timeoutMs: number) {
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

/**
 * Runs fn against a production server started for it (startServer's options), once it answers;
 * stops the server afterwards, on an error and on Ctrl-C.
 */
export async function withBenchServer<T>(
  opts: Parameters<typeof startServer>[0],
  fn: (server: ChildProcess) => Promise<T>,
): Promise<T> {
  const server = startServer(opts);
  const onInterrupt = () => {
    stopServer(server);
    process.exit(130);
  };
  process.once("SIGINT", onInterrupt);
  try {
    // a first start seeds the data dir: a million ads take a while
    await waitReady(`http://${opts.host}:${opts.port}/api/ads-count/filtered/`, 60 * 60_000);
    return await fn(server);
  } finally {
    process.off("SIGINT", onInterrupt);
    stopServer(server);
  }
}

/** A Markdown table: the first column left-aligned, the others right-aligned. */
/** A figure for a table: one decimal below 10, "–" when there is none. */
export const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : "–");

export function printTable(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c = "", i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  console.log(line(head));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`,
  );
  for (const r of rows) console.log(line(r));
}

/** The machine in one line: cores, CPU model, memory and load (other jobs inflate the timings). */
export function machineLine() {
  const cpus = os.cpus();
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? "?"}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`;
}
