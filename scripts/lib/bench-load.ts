// Load and CPU measurement for `npm run bench` (scripts/bench.ts): autocannon against a server,
// and the CPU time the server's process trees and PostgreSQL's backends spent, read from /proc (Linux).
import fs from "node:fs";
import autocannon from "autocannon";

export interface BenchRow {
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

/** How hard each target is loaded. */
export interface LoadSettings {
  connections: number;
  /** seconds per target */
  duration: number;
  /** seconds without an answer before a request is given up (and its connection reopened) */
  timeout: number;
}

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
export function descendants(root: number): number[] {
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
async function databasePids(pg: string | undefined): Promise<number[]> {
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

export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The CPU time spent by the server's processes (and, on PostgreSQL, its backends). */
export class CpuMeter {
  /** the server's process (or, with --cluster, nginx's and each instance's): their trees count */
  serverPids: number[] = [];

  constructor(private readonly pg: string | undefined) {}

  async now(): Promise<number> {
    const pids = [
      ...this.serverPids.flatMap((pid) => descendants(pid)),
      ...(await databasePids(this.pg)),
    ];
    return pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
  }

  /** The largest resident memory among the server's processes, in MB. */
  largestRssMb(): number {
    return Math.max(...this.serverPids.flatMap((pid) => descendants(pid)).map(rssMb));
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** A load function with these settings, its CPU measured by this meter. */
export function loader(meter: CpuMeter, { connections, duration, timeout }: LoadSettings) {
  /** Every connection takes the next path of the list in turn, so the whole mix is spread over them. */
  return async function load(
    name: string,
    base: string,
    paths: string[],
    okStatus = 200,
    measureCpu = true,
    /** each request as from a client of its own (X-Forwarded-For; the server trusts one proxy) */
    manyClients = false,
    /** sent with every request (a signed-in user's cookie) */
    headers: Record<string, string> = {},
  ): Promise<BenchRow> {
    const times: number[] = [];
    const cpuBefore = measureCpu ? await meter.now() : 0;
    let next = 0;
    let wrong = 0;
    const instance = autocannon({
      url: base,
      connections,
      duration,
      timeout,
      requests: [
        {
          method: "GET",
          setupRequest: (req) => {
            const n = next++;
            const path = paths[n % paths.length];
            if (!manyClients) return { ...req, path, headers };
            const client = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
            return { ...req, path, headers: { ...headers, "x-forwarded-for": client } };
          },
        },
      ],
    });
    instance.on("response", (_c: unknown, status: number, _bytes: number, ms: number) => {
      times.push(ms);
      if (status !== okStatus) wrong++;
    });
    const result = await instance;
    const cpu = measureCpu ? (await meter.now()) - cpuBefore : NaN;
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
  };
}
