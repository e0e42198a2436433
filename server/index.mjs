// The production server (npm start, npm run serve): our own http.Server in front of Next's request
// handler, for what `next start` cannot do.
// 1. It listens on HOSTNAME while Next itself is given no hostname. Given one, Next builds the
//    proxy's locale rewrite on "localhost" but compares it with HOSTNAME, takes it for an external
//    URL, and every unprefixed page redirected to itself (vercel/next.js#94745, ARCHITECTURE.md §9.1).
// 2. It stamps each request with its socket's peer address, which Next does not pass on (it only
//    fills X-Forwarded-For when the client sent none); lib/infra/http/client-address.ts decides the
//    client's address from it and TRUST_PROXY.
// 3. A path with broken percent-encoding becomes an ordinary unknown path (Next answers it with a
//    bare 500), and a request head over Node's limit gets 431 (400 for broken syntax), not a reset.
//    TRACE gets 405; X-Forwarded-* headers reach Next only from trusted proxies; a body left
//    unread by an early answer is drained so the connection serves the next request
//    (server/http/front.mjs).
// 4. The page cache: anonymous public pages are rendered once and served from memory, with a
//    security policy of script hashes instead of a per-request nonce; and the overload gate: past
//    MAX_INFLIGHT requests at Next, QUEUE_LIMIT more wait up to QUEUE_WAIT_MS, the rest get a 503
//    at once (server/page-cache/serve.mjs, ARCHITECTURE.md §7 "Page cache and security policy").
// 5. The build's static files, and locally stored photos, straight from memory and disk
//    (server/http/static-files.mjs): through Next each cost milliseconds of CPU.
// 6. Next runs in render workers (WEB_CONCURRENCY forked processes, server/render-workers), never
//    here: a burst of renders cannot hold up cache hits and files, which this process answers, and
//    every core renders. WEB_CONCURRENCY=0 runs Next in this process, as one process did before.
// Plain JavaScript: no TypeScript hook is loaded, so Next's modules load exactly as under `next start`.
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PageCache, installPageCache } from "./page-cache/page-cache.mjs";
import { createRequestHandler } from "./page-cache/serve.mjs";
import { OverloadGate } from "./http/overload-gate.mjs";
import { createFrontHandler } from "./http/front.mjs";
import { createStaticFiles } from "./http/static-files.mjs";
import { RenderPool } from "./render-workers/pool.mjs";

const port = Number(process.env.PORT || 3000);
const host = process.env.HOSTNAME || undefined;

/** A whole number from the environment within [min, max], or `fallback` when unset. */
function intFromEnv(name, fallback, min, max) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  return n;
}
const pageCacheMb = intFromEnv("PAGE_CACHE_MB", 64, 0, 65536);
const cache = pageCacheMb > 0 ? new PageCache({ maxBytes: pageCacheMb * 1024 * 1024 }) : null;
// Render workers: one per core on PostgreSQL; one on the embedded PGlite, whose data directory one
// process owns; 0: Next in this process (its cache installed before Next loads, which invalidates it).
const workers = intFromEnv(
  "WEB_CONCURRENCY",
  process.env.DATABASE_URL?.trim() ? os.availableParallelism() : 1,
  0,
  256,
);
const onPostgres = !!process.env.DATABASE_URL?.trim();
if (workers > 1 && !onPostgres)
  throw new Error(
    `WEB_CONCURRENCY=${workers} needs DATABASE_URL: the embedded PGlite's data directory is opened by one process only (set 1, or 0 for no worker).`,
  );
// Each worker counting rate limits in its own memory would allow every limit once per worker: on
// PostgreSQL the workers share its store (they inherit this environment) unless it is set otherwise.
if (workers > 1 && !process.env.RATE_LIMIT_STORE?.trim()) process.env.RATE_LIMIT_STORE = "postgres";
// MAX_INFLIGHT is per worker: 4 (a worker renders one page at a time; more at once only share its
// core, each waiting on the others, while a few overlap one's database reads with another's render).
// `npm run bench` on PostgreSQL with 100 000 ads, 2 workers, 4 against 16: the burst answered the
// same 25 renders a second at p50 349 / p99 2 038 ms instead of 1 153 / 4 454, its 503s within
// 98 ms (p99) instead of 162; 1 000 visitors with think time got p99 367 ms instead of 1 546 and
// more pages rendered (1 928 against 1 732; 2 a worker rendered fewer, 1 847); 200 clients that
// never pause waited 1.6 s at most instead of 5.3. The embedded PGlite's one worker keeps 16: it
// serves the demo and the browser tests, whose long requests (photo uploads, imports) hold slots,
// and it was not measured there. (64 a worker once left 128 renders under way in
// a burst, each taking 3–9 s.) In one process, 64: with 8 slots, 4 per core, the wizard's 20-photo
// upload once held them all and the site answered 503 (it now uploads one at a time). With workers
// a request waits for a slot only briefly: past capacity the front answers 503 in milliseconds
// rather than holding the client while a burst of renders drains.
const waitMs = intFromEnv("QUEUE_WAIT_MS", workers > 0 ? 50 : 5000, 0, 600_000);
const gate = new OverloadGate({
  maxInflight:
    workers > 0
      ? intFromEnv("MAX_INFLIGHT", onPostgres ? 4 : 16, 1, 100_000) * workers
      : intFromEnv("MAX_INFLIGHT", 64, 1, 100_000),
  queueLimit: intFromEnv("QUEUE_LIMIT", 128, 0, 100_000),
  waitMs,
  // Refused at once, clients that retry at once (300 of them: `npm run bench -- --burst`) spun on
  // the front's cheap 503s, 14 000 a second, and took the cores from the renders (5 answered a
  // second instead of 21); told after the queue's wait, each asks at most that often.
  refuseAfterMs: workers > 0 ? waitMs : 0,
});

const { handle, close } = workers > 0 ? renderWorkers() : await nextHere();
const trustProxy = intFromEnv("TRUST_PROXY", 0, 0, 10); // as lib/infra/env.ts reads it
const respond = createRequestHandler({ handle, cache, gate, trustProxy });

const serveStatic = createStaticFiles({
  buildDir: path.join(process.cwd(), ".next"),
  // Photos in S3 go through Next's /media route, which asks the bucket first; the data dir as
  // lib/infra/env.ts resolves it
  uploadsDir: process.env.S3_BUCKET
    ? null
    : path.join(path.resolve(process.env.DATA_DIR ?? path.join(process.cwd(), "data")), "uploads"),
});

const server = http.createServer(createFrontHandler({ serveStatic, respond, trustProxy }));

server.on("clientError", (err, socket) => {
  if (!socket.writable || err.code === "ECONNRESET") return socket.destroy();
  const status =
    err.code === "HPE_HEADER_OVERFLOW" ? "431 Request Header Fields Too Large" : "400 Bad Request";
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});

server.listen(port, host, () => {
  const shown =
    !host || host === "0.0.0.0" || host === "::"
      ? "localhost"
      : host.includes(":")
        ? `[${host}]`
        : host;
  console.log(
    `Vozovna is listening on http://${shown}:${port} (${host ? `HOSTNAME=${host}` : "every interface"})`,
  );
});

// npm start passes its SIGTERM on, and a process group's SIGTERM reaches this process too: the
// second must not end it half-way through stopping its workers.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close();
    // Open keep-alive connections would hold the close; the process ends here either way.
    setTimeout(() => process.exit(0), workers > 0 ? 5000 : 500).unref();
    close().finally(() => process.exit(0));
  });
}

/** Next in forked render workers (server/render-workers). */
function renderWorkers() {
  const pool = new RenderPool({
    size: workers,
    script: fileURLToPath(new URL("./render-workers/worker.mjs", import.meta.url)),
    cache,
  });
  return { handle: pool.handle, close: () => pool.close() };
}

/** Next in this process (WEB_CONCURRENCY=0). */
async function nextHere() {
  installPageCache(cache); // before Next loads: its modules invalidate this instance
  const next = (await import("next")).default;
  const app = next({ dev: false, dir: process.cwd(), port });
  await app.prepare();
  return { handle: app.getRequestHandler(), close: async () => app.close?.() };
}
