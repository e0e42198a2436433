// What the benches share (scripts/bench.ts, scripts/bench-web.ts): start the production server on a
// port of its own (its own data dir, seeded by `npm start` on first use), wait for it, stop it, find
// real pages to measure, and print a table.
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { slugify } from "@/lib/registry/slug";

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

interface ApiAd {
  id: number;
  make: string;
  model: string;
  seller_profile_id: number | null;
  image_links: string[];
}
const getJson = async <T>(url: string): Promise<T> => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
};

/** Active ads of the search API's first `pages` pages (20 each, newest first). */
export async function activeAds(base: string, pages = 1): Promise<ApiAd[]> {
  const out: ApiAd[] = [];
  for (let page = 1; page <= pages; page++) {
    const { results } = await getJson<{ results: ApiAd[] }>(`${base}/api/ads/filter/?page=${page}`);
    if (!results.length) break;
    out.push(...results);
  }
  return out;
}

/** A make/model landing page path when it exists (200, not a redirect) and lists ads. */
async function landingWithAds(base: string, make: string, model: string) {
  const catalog = encodeURIComponent(JSON.stringify({ make, model }));
  const { count } = await getJson<{ count: number }>(
    `${base}/api/ads-count/filtered/?catalog_filter=${catalog}`,
  );
  const landing = `/${slugify(make)}/${slugify(model)}`;
  if (!count) return null;
  const res = await fetch(base + landing, { redirect: "manual" });
  return res.status === 200 ? landing : null;
}

export interface BenchPages {
  home: string;
  landing: string;
  ad: string;
  seller: string;
  static: string;
}
export const PAGE_TYPES = ["home", "landing", "ad", "seller", "static"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/**
 * One real page of each type: an active ad with photos and its seller, /skoda/octavia (or the
 * landing page of that ad's make and model when Octavias have no ads), /about.
 */
export async function pickPages(base: string): Promise<BenchPages> {
  const ads = await activeAds(base, 3);
  const ad = ads.find((a) => a.image_links.length > 0 && a.seller_profile_id) ?? ads[0];
  if (!ad) throw new Error("The search API lists no active ad: is the database seeded?");
  if (!ad.seller_profile_id) throw new Error(`Ad ${ad.id} has no seller profile`);
  const landing =
    (await landingWithAds(base, "Škoda", "Octavia")) ??
    (await landingWithAds(base, ad.make, ad.model));
  if (!landing)
    throw new Error(`No landing page with ads (tried Škoda Octavia, ${ad.make} ${ad.model})`);
  return {
    home: "/",
    landing,
    ad: `/ads/cars/${ad.id}`,
    seller: `/sellers/${ad.seller_profile_id}`,
    static: "/about",
  };
}

/** A Markdown table: the first column left-aligned, the others right-aligned. */
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
