// What a render worker (worker.mjs) and the front (pool.mjs) say to each other over the fork's
// IPC channel, and the worker's side of it: the page cache lives in the front, so the worker's
// invalidations (the writers' effects, the live search index's reads: server/page-cache/
// invalidate.ts) travel there as messages. ARCHITECTURE.md §7 "Render workers".
//
// Ordering: the answer travels over the worker's socket, the invalidations over IPC, and nothing
// orders two channels. So each answer says how many invalidations the worker had sent when it
// wrote its head (INVALIDATIONS_HEADER), and the worker sends "done" over IPC once it has ended
// the answer; the front passes the head on only after applying that many, and the end only after
// "done" (IPC keeps its order: every invalidation sent before "done" is applied by then). So when
// a writer's answer reaches the client, the pages its write changed are already out of the cache.
// Plain JavaScript (types in channel.d.mts).
import http from "node:http";
import { drainUnreadBody } from "../http/front.mjs";
import { installPageCache } from "../page-cache/page-cache.mjs";

/** Set by the front on every request it passes to a worker: "done" names it. */
export const REQUEST_ID_HEADER = "x-vozovna-request-id";
/** Set by the worker on every answer: the invalidations it had sent when it wrote the head. */
export const INVALIDATIONS_HEADER = "x-vozovna-invalidations";

/**
 * @typedef {{ t: "ready" }
 *   | { t: "invalidate", tags: string[] }
 *   | { t: "clear" }
 *   | { t: "done", id: string }} WorkerMessage
 */

/**
 * Sent in order; once the front is gone (it stopped, and its workers with it) there is nobody to
 * tell, and the answers' sockets close with it.
 * @param {WorkerMessage} message
 */
function send(message) {
  if (process.connected) process.send?.(message, undefined, undefined, () => {});
}

let sent = 0;

/**
 * The worker's page cache: stores nothing (the front does) and passes every invalidation to the
 * front. Installed before Next loads, where the front's PageCache is installed in a single process.
 */
export function installRelayedPageCache() {
  const relay = {
    /** @param {Iterable<string>} tags */
    invalidate(tags) {
      sent++;
      send({ t: "invalidate", tags: [...tags] });
      return 0;
    },
    clear() {
      sent++;
      send({ t: "clear" });
    },
  };
  installPageCache(/** @type {import("../page-cache/page-cache.mjs").PageCache} */ (relay));
}

/**
 * Serves `handle` (Next's request handler) on the worker's socket, stamping each answer's head
 * with the invalidations sent so far and telling the front when it ended; tells the front it is
 * ready once listening.
 * @param {{
 *   handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>,
 *   socketPath: string,
 * }} options
 */
export function serveRenderWorker({ handle, socketPath }) {
  const server = http.createServer((req, res) => {
    const id = String(req.headers[REQUEST_ID_HEADER] ?? "");
    delete req.headers[REQUEST_ID_HEADER];
    const writeHead = res.writeHead;
    // Node's implicit head (the first write) goes through writeHead too
    res.writeHead = /** @type {typeof res.writeHead} */ (
      function (/** @type {any[]} */ ...args) {
        if (!res.headersSent) res.setHeader(INVALIDATIONS_HEADER, String(sent));
        return writeHead.apply(res, /** @type {any} */ (args));
      }
    );
    let told = false;
    const done = () => {
      if (told) return;
      told = true;
      send({ t: "done", id });
    };
    // "finish": ended; "close" without it: the front gave up on the answer
    res.once("finish", done);
    res.once("close", done);
    res.once("finish", () => drainUnreadBody(req));
    handle(req, res).catch((err) => {
      console.error("[worker] unhandled request error:", err);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end();
    });
  });
  // Only the front connects, over a private socket: its keep-alive connections are never idle-timed
  // out under it (a request on a connection the worker just closed would fail), and a long upload
  // is the front's to limit.
  server.keepAliveTimeout = 0;
  server.requestTimeout = 0;
  server.listen(socketPath, () => send({ t: "ready" }));
  return server;
}
