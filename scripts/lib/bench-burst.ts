// `npm run bench -- --burst`: a burst of renders the page cache cannot help (many clients that never
// pause, each asking /en?min_price=N for a new N), and meanwhile what must not wait for it: a cached
// ad page and a make's logo, each asked one at a time. Issue 33: renders ran on the event loop that
// serves cache hits and files, so a burst held those up for up to 1.5 s.
import { Worker } from "node:worker_threads";
import os from "node:os";
import autocannon from "autocannon";
import { percentile } from "./bench-load";
import { fmt, printTable } from "./bench-server";

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

/** How long an answer took (ms) and its status (0: none within the time-out, a broken connection). */
export type Sample = [ms: number, status: number];

/** `url` asked one at a time (20 ms apart) for `durationMs`, from a thread of its own. */
export function probe(url: string, durationMs: number): Promise<Sample[]> {
  const worker = new Worker(PROBE, { eval: true, workerData: { url, durationMs, pauseMs: 20 } });
  return new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

/** Table rows of timed samples: answers, p50, p95, p99, max, errors (no answer, 4xx/5xx but 503), 503s. */
export function sampleRows(named: (readonly [string, Sample[]])[]): string[][] {
  return named.map(([name, samples]) => {
    const times = samples.map(([t]) => t).sort((a, b) => a - b);
    const statuses = samples.map(([, s]) => s);
    return [
      name,
      String(samples.length),
      fmt(percentile(times, 50)),
      fmt(percentile(times, 95)),
      fmt(percentile(times, 99)),
      fmt(times.at(-1) ?? NaN),
      String(statuses.filter((s) => s === 0 || (s >= 400 && s !== 503)).length),
      String(statuses.filter((s) => s === 503).length),
    ];
  });
}

export const SAMPLE_COLUMNS = ["answers", "p50 ms", "p95 ms", "p99 ms", "max ms", "errors", "503"];

/**
 * The burst against `base` for `duration` seconds with `connections` clients; `adPath` a page
 * the cache holds, `logoPath` a picture (both asked before, scripts/bench.ts).
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
  const loadBefore = os.loadavg()[0];
  let price = Math.floor(Date.now() / 1000) * 1000; // new prices for every run of a server
  const answers: Sample[] = [];
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
    answers.push([took, status]);
  });
  const [result, ad, logo] = await Promise.all([
    instance,
    probe(base + adPath, duration * 1000),
    probe(base + logoPath, duration * 1000),
  ]);
  const loadAfter = os.loadavg()[0];

  const statuses = [...new Set(answers.map(([, status]) => status))].sort((x, y) => x - y);
  const rows = sampleRows([
    ...statuses.map(
      (status) => [`burst ${status}`, answers.filter(([, st]) => st === status)] as const,
    ),
    [`cached ad page (${adPath})`, ad],
    [`logo (${logoPath})`, logo],
  ]);
  console.log();
  printTable(["during the burst", ...SAMPLE_COLUMNS], rows);
  const rendered = answers.filter(([, status]) => status === 200).length;
  console.log(
    `\nBurst: ${connections} connections for ${duration} s, ${(rendered / duration).toFixed(0)} renders/s answered 200, ${result.errors} errors (${result.timeouts} time-outs). Load average (1 min) before ${loadBefore.toFixed(1)}, after ${loadAfter.toFixed(1)} on ${os.availableParallelism()} cores.`,
  );
}
