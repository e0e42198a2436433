// The paced benches of `npm run bench` (issue 33, goal 7): load that arrives at the pace of people
// and crawlers rather than from clients that never pause, so the answer times are what a visitor
// waits, not a queue the bench itself keeps full.
// - `--visitors`: many visitors, each asking a page of the browsing mix every 5–10 s (their think
//   time); a share of the asks no cache can hold (a new price filter, an ad page not yet asked).
// - `--crawler`: distinct ad pages at a fixed rate, as a search engine's crawler walks a site.
// Both time a cached ad page and a logo meanwhile, one at a time from a thread of their own.
import http from "node:http";
import os from "node:os";
import { createRng, pick, weighted } from "@/lib/demo/random";
import { BROWSE_KINDS, browseMix, pickLocale, SHARE, type BrowseKind } from "../bench-browse";
import { probe, SAMPLE_COLUMNS, sampleRows, type Sample } from "./bench-burst";
import type { CpuMeter } from "./bench-load";
import { printTable } from "./bench-server";
import { activeAds } from "./pick-pages";
import { browsePages } from "./bench-visitors";

/**
 * One GET on a keep-alive connection of `agent`, timed to the end of its body, with what the page
 * cache said of it (its x-vozovna-cache header: hit, miss, bypass; "not cached" without one).
 */
function timedGet(
  agent: http.Agent,
  url: string,
  timeoutMs: number,
): Promise<[Sample, cache: string]> {
  return new Promise((resolve) => {
    const at = performance.now();
    let cache = "no answer";
    const done = (status: number) => resolve([[performance.now() - at, status], cache]);
    const req = http.get(url, { agent, headers: { "accept-encoding": "br, gzip" } }, (res) => {
      cache = String(res.headers["x-vozovna-cache"] ?? "not cached");
      res.resume();
      res.on("end", () => done(res.statusCode ?? 0));
      res.on("error", () => done(0));
    });
    req.setTimeout(timeoutMs, () => req.destroy());
    req.on("error", () => done(0));
  });
}

const CACHE_STATES = ["hit", "miss", "bypass", "not cached", "no answer"];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A row per label (in `order`, those asked), "all", then the probes' rows. */
function printSamples(
  samples: Map<string, Sample[]>,
  order: string[],
  probes: (readonly [string, Sample[]])[],
) {
  const asked = order.flatMap((label) => {
    const list = samples.get(label);
    return list?.length ? [[label, list] as const] : [];
  });
  printTable(
    ["asked", ...SAMPLE_COLUMNS],
    sampleRows([...asked, ["all", [...samples.values()].flat()], ...probes]),
  );
  console.log(
    `\n"errors": no answer within the time-out, a broken connection, or 4xx/5xx other than 503 (shed).`,
  );
}

const record = (samples: Map<string, Sample[]>, label: string, sample: Sample) => {
  const list = samples.get(label);
  if (list) list.push(sample);
  else samples.set(label, [sample]);
};

export interface PacedSettings {
  meter: CpuMeter;
  /** seconds */
  duration: number;
  /** seconds without an answer before a request is given up */
  timeout: number;
  seed: number;
  /** a page the cache holds and a static file, timed meanwhile */
  hitPath: string;
  filePath: string;
}

/**
 * `--visitors`: `visitors` people browsing at once, each a page every 5–10 s (the first within
 * the first 10 s). `uncached` of the asks are pages no cache holds yet: the home or a landing page
 * with a price filter of a new value, or an ad page not asked before; the rest come from the
 * browsing mix's popular pages, asked once each beforehand so the cache holds them.
 */
export async function visitorsBench(
  base: string,
  s: PacedSettings & { visitors: number; uncached: number },
) {
  // the newest 1,200 active ads: the mix's 50, then the ones for the uncached ad pages
  const { ads, landings } = await browsePages(base, 60);
  const popularAds = ads.slice(0, 50);
  const fresh = ads.slice(50);
  const popular = [
    ...new Map(
      browseMix({ size: 400, seed: s.seed, ads: popularAds, landings }).map((r) => [r.path, r]),
    ).values(),
  ];
  for (const r of popular) await fetch(base + r.path);
  const rng = createRng(s.seed + 2);
  const freshKind = weighted(["home", "landing", "ad"] as const, (k) => SHARE[k]);
  let price = Math.floor(Date.now() / 1000) * 1000; // new values for every run of a server
  let nextAd = 0;
  const uncached = (): { kind: BrowseKind; path: string } => {
    const kind = freshKind(rng);
    const locale = pickLocale(rng);
    if (kind === "ad" && nextAd < fresh.length)
      return { kind, path: `${locale}/ads/cars/${fresh[nextAd++].id}` };
    const page = kind === "landing" ? pick(rng, landings) : locale ? "" : "/";
    return { kind: kind === "ad" ? "home" : kind, path: `${locale}${page}?min_price=${++price}` };
  };

  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const samples = new Map<string, Sample[]>();
  let answers = 0;
  const end = performance.now() + s.duration * 1000;
  const cpuBefore = await s.meter.now();
  const loadBefore = os.loadavg()[0];
  const visitor = async (index: number) => {
    const own = createRng(s.seed * 7919 + index);
    await sleep(own() * 10_000);
    while (performance.now() < end) {
      const popularAsk = own() >= s.uncached;
      const { kind, path } = popularAsk ? pick(own, popular) : uncached();
      const [sample, cache] = await timedGet(agent, base + path, s.timeout * 1000);
      record(samples, `${kind}, ${popularAsk ? "popular" : "new"}: ${cache}`, sample);
      answers++;
      await sleep(5_000 + own() * 5_000);
    }
  };
  const [, hit, file] = await Promise.all([
    Promise.all(Array.from({ length: s.visitors }, (_, i) => visitor(i))),
    probe(base + s.hitPath, s.duration * 1000),
    probe(base + s.filePath, s.duration * 1000),
  ]);
  const cpu = (await s.meter.now()) - cpuBefore;
  agent.destroy();
  console.log(
    `\n${s.visitors} visitors for ${s.duration} s, a page every 5–10 s each; ${Math.round(100 * s.uncached)} % of the asks new pages (a new price filter, an ad page not asked before: ${fresh.length} ads), the others the browsing mix's ${popular.length} popular pages, each asked once beforehand. Each row: the kind, new or popular, and what the page cache said.\n`,
  );
  printSamples(
    samples,
    BROWSE_KINDS.flatMap((k) =>
      ["new", "popular"].flatMap((origin) => CACHE_STATES.map((c) => `${k}, ${origin}: ${c}`)),
    ),
    [
      [`cached ad page (${s.hitPath}), one at a time`, hit],
      [`logo (${s.filePath}), one at a time`, file],
    ],
  );
  console.log(
    `${(answers / s.duration).toFixed(0)} answers/s; server CPU ${(cpu / Math.max(1, answers)).toFixed(2)} ms per answer. Load average (1 min) before ${loadBefore.toFixed(1)}, after ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores.`,
  );
}

/**
 * `--crawler`: distinct ad pages (the newest `rate × duration` active ads, each once) asked at
 * `rate` a second whatever the answers take, as a crawler walks a site.
 */
export async function crawlerBench(base: string, s: PacedSettings & { rate: number }) {
  const wanted = Math.ceil(s.rate * s.duration);
  const ads = await activeAds(base, Math.ceil(wanted / 20));
  if (ads.length < wanted)
    console.log(`Only ${ads.length} active ads listed: the crawl asks some twice.`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const samples = new Map<string, Sample[]>();
  const asks: Promise<void>[] = [];
  const cpuBefore = await s.meter.now();
  const loadBefore = os.loadavg()[0];
  const started = performance.now();
  const crawl = (async () => {
    for (let i = 0; i < wanted; i++) {
      // each ask at its own moment of the schedule, so a slow answer never delays the next ask
      const due = started + (i * 1000) / s.rate;
      if (due > performance.now()) await sleep(due - performance.now());
      const path = `/ads/cars/${ads[i % ads.length].id}`;
      asks.push(
        timedGet(agent, base + path, s.timeout * 1000).then(([sample, cache]) =>
          record(samples, `ad page, first ask: ${cache}`, sample),
        ),
      );
    }
    await Promise.all(asks);
  })();
  const [, hit, file] = await Promise.all([
    crawl,
    probe(base + s.hitPath, s.duration * 1000),
    probe(base + s.filePath, s.duration * 1000),
  ]);
  const cpu = (await s.meter.now()) - cpuBefore;
  agent.destroy();
  console.log(
    `\nA crawler: ${wanted} distinct ad pages at ${s.rate}/s for ${s.duration} s (over ${ads.length} ads listed)\n`,
  );
  printSamples(
    samples,
    CACHE_STATES.map((c) => `ad page, first ask: ${c}`),
    [
      [`cached ad page (${s.hitPath}), one at a time`, hit],
      [`logo (${s.filePath}), one at a time`, file],
    ],
  );
  console.log(
    `Server CPU ${(cpu / Math.max(1, wanted)).toFixed(2)} ms per answer. Load average (1 min) before ${loadBefore.toFixed(1)}, after ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores.`,
  );
}
