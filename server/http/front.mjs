// What the production server (server/index.mjs) does with every request before its static
// files, the page cache and Next see it. Plain JavaScript (types in front.d.mts): the server loads
// it without a TypeScript hook.
import { repairRequestUrl } from "./request-url.mjs";

/** Stamped on every request from its socket; a client's copy is replaced (lib/infra/http/client-address.ts). */
export const SOCKET_ADDRESS_HEADER = "x-vozovna-socket-address";
/**
 * Written by a proxy, or by any client talking to us directly. Next builds the request's URL
 * from X-Forwarded-Proto (HSTS, `upgrade-insecure-requests`, redirects), so without a trusted
 * proxy (TRUST_PROXY=0) they are removed and Next takes the scheme and host from the connection.
 */
const FORWARDED = ["x-forwarded-proto", "x-forwarded-host", "x-forwarded-port", "forwarded"];
/** Methods no route serves: Next's Request cannot even be built for them (a bare 500). */
const REFUSED_METHODS = new Set(["TRACE", "TRACK"]);
export const ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
/**
 * How much of a body nobody read (an upload answered 401 or 413 at once) is taken in and dropped
 * so the connection serves the client's next request; past this it is closed.
 */
export const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * @param {{
 *   serveStatic: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<boolean>,
 *   respond: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void>,
 *   trustProxy: number,
 * }} options
 */
export function createFrontHandler({ serveStatic, respond, trustProxy }) {
  return function front(
    /** @type {import("node:http").IncomingMessage} */ req,
    /** @type {import("node:http").ServerResponse} */ res,
  ) {
    req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
    if (trustProxy === 0) for (const name of FORWARDED) delete req.headers[name];
    req.url = repairRequestUrl(req.url ?? "/");
    res.once("finish", () => drainUnreadBody(req));
    if (REFUSED_METHODS.has(req.method ?? "")) return methodNotAllowed(res);
    serveStatic(req, res)
      .then((served) => served || respond(req, res))
      .catch((err) => {
        console.error("[server] unhandled request error:", err);
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
        res.end();
      });
  };
}

/** 405 with Allow, as Next answers a method a route does not export. */
function methodNotAllowed(/** @type {import("node:http").ServerResponse} */ res) {
  res.writeHead(405, { allow: ALLOWED_METHODS, "content-length": 0 });
  res.end();
}

/**
 * After an answer sent before its body was read: Node keeps the connection, but the body's rest
 * waits in it (Next's reader holds the stream and never resumes it), so the client's next request
 * on that connection never gets an answer. Read it and drop it, up to DRAIN_LIMIT_BYTES; a longer
 * one closes the connection.
 */
export function drainUnreadBody(/** @type {import("node:http").IncomingMessage} */ req) {
  if (req.complete || req.destroyed) return;
  let bytes = 0;
  // the abandoned reader's listeners would keep the stream paused or buffer what it drops
  req.removeAllListeners("readable");
  req.removeAllListeners("data");
  req.on("data", (/** @type {Buffer} */ chunk) => {
    bytes += chunk.length;
    if (bytes > DRAIN_LIMIT_BYTES) req.socket.destroy();
  });
  req.resume();
}
