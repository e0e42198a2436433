// The visitors' benches of `npm run bench`: `--browse` (many visitors at once browsing the public
// site, p50/p95/p99 per kind of page, statuses and time-outs) and `--cluster` (that browsing mix
// through nginx to one web instance, then to two).
import os from "node:os";
import autocannon from "autocannon";
import { BROWSE_KINDS, browseMix, landingCandidates, type BrowseKind } from "../bench-browse";
import { probe, SAMPLE_COLUMNS, sampleRows } from "./bench-burst";
import { percentile, type CpuMeter } from "./bench-load";
import { benchDataDir, fmt, printTable } from "./bench-server";
import { startCluster } from "./cluster";
import { activeAds } from "./pick-pages";

export interface VisitorSettings {
  meter: CpuMeter;
  connections: number;
  /** seconds */
  duration: number;
  /** seconds without an answer before a request is given up */
  timeout: number;
  /** different requests in the mix */
  mix: number;
  seed: number;
}

interface ClusterSettings {
  port: number;
  ads: number;
  databaseUrl: string;
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

/**
 * What the browsing mix is built from: the newest active ads (20 a page of the search API; 1,000
 * by default) and their landing pages.
 */
export async function browsePages(base: string, pages = 50) {
  const ads = await activeAds(base, pages);
  // a make/model with no registry entry redirects to the home page: keep the landings that answer
  const landings: string[] = [];
  for (const path of landingCandidates(ads, 60)) {
    if ((await fetch(base + path, { redirect: "manual" })).status === 200) landings.push(path);
  }
  return { ads, landings };
}

/**
 * `--browse`: `connections` visitors browsing the public site at once for `duration` seconds;
 * with `hits`, a cached page and a static file are timed meanwhile, one at a time.
 */
export async function browse(
  base: string,
  s: VisitorSettings & { hits?: { page: string; file: string } },
): Promise<BrowseSummary> {
  const { meter, connections, duration, timeout, seed } = s;
  const { ads, landings } = await browsePages(base);
  const mix = browseMix({ size: s.mix, seed, ads, landings });
  console.log(
    `Browsing mix: ${mix.length} requests over ${ads.length} ads, ${new Set(ads.map((a) => a.seller_profile_id)).size} sellers, ${landings.length} landing pages; shares: ${BROWSE_KINDS.map(
      (k) => `${k} ${Math.round((100 * mix.filter((r) => r.kind === k).length) / mix.length)} %`,
    ).join(", ")}`,
  );
  // warm each kind with requests of another seed (compiles the code paths)
  for (const r of browseMix({ size: 60, seed: seed + 1, ads, landings }))
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
    connections,
    duration,
    timeout,
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
  const { hits } = s;
  const [result, hitSamples] = await Promise.all([
    instance,
    hits && Promise.all([hits.page, hits.file].map((p) => probe(base + p, duration * 1000))),
  ]);
  const stoppedAt = performance.now();
  const cpu = (await meter.now()) - cpuBefore;
  // older than the time-out: given up (counted as a time-out); a request lost with a reset
  // connection stays in the set, so "waiting" can exceed the connections by the resets
  const waiting = [...inFlight].filter((r) => stoppedAt - r.at < timeout * 1000);

  const failed = (s: number) => s >= 400 && s !== 503;
  const sum = (m: Map<number, number>, f: (s: number) => boolean) =>
    [...m].reduce((n, [s, c]) => n + (f(s) ? c : 0), 0);
  const line = (name: string, t: number[], byStatus: Map<number, number>, still: Sent[]) => {
    const all = [...t, ...still.map((r) => stoppedAt - r.at)].sort((a, b) => a - b);
    return [
      name,
      String(t.length),
      fmt(t.length / duration),
      String(still.length),
      fmt(percentile(all, 50)),
      fmt(percentile(all, 95)),
      fmt(percentile(all, 99)),
      fmt(all.at(-1) ?? NaN),
      String(sum(byStatus, failed)),
      String(byStatus.get(503) ?? 0),
    ];
  };
  const all = new Map<number, number>();
  for (const m of statuses.values()) for (const [s, c] of m) all.set(s, (all.get(s) ?? 0) + c);
  const answers = [...times.values()].flat();
  console.log();
  printTable(
    [
      "kind",
      "answers",
      "req/s",
      "waiting",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "max ms",
      "4xx/5xx",
      "503",
    ],
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
      `Time-outs (no answer within ${timeout} s): ${result.timeouts}. ` +
      `Connection errors: ${[...connectionErrors].map(([c, n]) => `${c} × ${n}`).join(", ") || "none"}. ` +
      `Server CPU ${(cpu / Math.max(1, answers.length)).toFixed(2)} ms per answer.`,
  );
  if (hits && hitSamples) {
    console.log();
    printTable(
      ["meanwhile, one at a time", ...SAMPLE_COLUMNS],
      sampleRows([
        [`cached page (${hits.page})`, hitSamples[0]],
        [`static file (${hits.file})`, hitSamples[1]],
      ]),
    );
  }
  const sorted = [...answers, ...waiting.map((r) => stoppedAt - r.at)].sort((a, b) => a - b);
  return {
    rps: answers.length / duration,
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
export async function clusterBench(s: VisitorSettings & ClusterSettings) {
  const { meter, port, ads, databaseUrl } = s;
  const rows: string[][] = [];
  for (const instances of [1, 2]) {
    console.log(`\n--- ${instances} web instance(s) behind nginx`);
    const cluster = await startCluster({
      instances,
      workers: 0, // browsing writes nothing: jobs play no part
      port,
      ads,
      databaseUrl,
      dataDir: benchDataDir(ads) + "-cluster",
    });
    try {
      meter.serverPids = cluster.pids();
      const r = await browse(cluster.url, s);
      rows.push([
        String(instances),
        fmt(r.rps),
        fmt(r.p50),
        fmt(r.p99),
        String(r.failed),
        String(r.unavailable),
        String(r.timeouts + r.connectionErrors),
        r.cpuMs.toFixed(2),
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
