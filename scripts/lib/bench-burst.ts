// `npm run bench -- --burst`: a burst of renders the page cache cannot help (many clients that never
// pause, each asking /en?min_price=N for a new N), and meanwhile what must not wait for it: a cached
// ad page and a make's logo, each asked one at a time. Issue 33: renders ran on the event loop that
// serves cache hits and files, so a burst held those up for up to 1.5 s.
import { Worker } from "node:worker_threads";
import os from "node:os";
import autocannon from "autocannon";
import { percentile } from "./bench-load";
import { printTable } from "./bench-server";

/** A probe in a thread of its own: the burst's client, on this thread, must not delay its timing. */
const PROBE = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const { url, durationMs, pauseMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const samples = [];
const get = () => new Promise((resolve) => {
  const at = performance.now();
  http.get(url, { agent, headers: { "accept-encoding": "br, gzip" } }, (res) => {
    res.resume();
    res.on("end", () => resolve([performance.now() - at, res.statusCode]));
  }).on("error", () => resolve([performance.now() - at, 0]));
});
(async () => {
  const end = Date.now() + durationMs;
  while (Date.now() < end) {
    samples.push(await get());
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  agent.destroy();
  parentPort.postMessage(samples);
})();
`;

type Sample = [ms: number, status: number];

function probe(url: string, durationMs: number): Promise<Sample[]> {
  const worker = new Worker(PROBE, { eval: true, workerData: { url, durationMs, pauseMs: 20 } });
  return new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

const statusCounts = (statuses: number[]) => {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${n} × ${s || "error"}`)
    .join(", ");
};

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : "–");

/**
 * The burst against `base` for `duration` seconds with `connections` clients; `adPath` a page
 * the cache holds (asked once first), `logoPath` a picture.
 */
export async function burst({
  base,
  connections,
  duration,
  timeout,
  adPath,
  logoPath,
}: {
  base: string;
  connections: number;
  duration: number;
  timeout: number;
  adPath: string;
  logoPath: string;
}) {
  for (const path of [adPath, adPath, logoPath, logoPath]) await fetch(base + path);
  const loadBefore = os.loadavg()[0];
  let price = Math.floor(Date.now() / 1000) * 1000; // new prices for every run of a server
  const byStatus = new Map<number, number[]>();
  const instance = autocannon({
    url: base,
    connections,
    duration,
    timeout,
    requests: [
      { method: "GET", setupRequest: (req) => ({ ...req, path: `/en?min_price=${++price}` }) },
    ],
  });
  instance.on("response", (_c: unknown, status: number, _bytes: number, took: number) => {
    let times = byStatus.get(status);
    if (!times) byStatus.set(status, (times = []));
    times.push(took);
  });
  const [result, ad, logo] = await Promise.all([
    instance,
    probe(base + adPath, duration * 1000),
    probe(base + logoPath, duration * 1000),
  ]);
  const loadAfter = os.loadavg()[0];

  const rows: string[][] = [];
  for (const [status, times] of [...byStatus].sort(([a], [b]) => a - b)) {
    times.sort((a, b) => a - b);
    rows.push([
      `burst ${status}`,
      String(times.length),
      ms(percentile(times, 50)),
      ms(percentile(times, 99)),
      ms(times.at(-1) ?? NaN),
    ]);
  }
  for (const [name, samples] of [
    [`cached ad page (${adPath})`, ad],
    [`logo (${logoPath})`, logo],
  ] as const) {
    const times = samples.map(([t]) => t).sort((a, b) => a - b);
    rows.push([
      `${name}: ${statusCounts(samples.map(([, s]) => s))}`,
      String(samples.length),
      ms(percentile(times, 50)),
      ms(percentile(times, 99)),
      ms(times.at(-1) ?? NaN),
    ]);
  }
  console.log();
  printTable(["during the burst", "answers", "p50 ms", "p99 ms", "max ms"], rows);
  const rendered = byStatus.get(200)?.length ?? 0;
  console.log(
    `\nBurst: ${connections} connections for ${duration} s, ${(rendered / duration).toFixed(0)} renders/s answered 200, ${result.errors} errors (${result.timeouts} time-outs). Load average (1 min) before ${loadBefore.toFixed(1)}, after ${loadAfter.toFixed(1)} on ${os.availableParallelism()} cores.`,
  );
}
