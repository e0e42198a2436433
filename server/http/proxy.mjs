// Passes a request on to a render worker over its unix socket and its answer back, both bodies
// streamed (uploads, long pages), on keep-alive connections (server/render-workers/pool.mjs).
// Plain JavaScript (types in proxy.d.mts).
import http from "node:http";

/** Hop-by-hop headers (RFC 9110 §7.6.1): of one connection, never passed on. */
const HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
  // answered by the front's own server already; the worker's 100 Continue is its own business
  "expect",
];

/**
 * @typedef {{
 *   socketPath: string,
 *   agent: http.Agent,
 *   headers: Record<string, string>,
 *   head: (answer: http.IncomingMessage) => Promise<void> | void,
 *   end: () => Promise<void> | void,
 *   dropHeaders: string[],
 * }} ProxyOptions
 */

/**
 * Sends `req` to the worker at `socketPath` with `headers` added, and its answer to `res`: the
 * head once `head(answer)` has settled, the end once `end()` has (the front applies the
 * worker's invalidations there). Resolves when `res` is ended or given up: the worker failed
 * (`false` when it failed before answering: the caller answers), or the client left.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {ProxyOptions} options
 * @returns {Promise<boolean>} false when the worker could not be reached or failed before its head
 */
export function proxyRequest(req, res, { socketPath, agent, headers, head, end, dropHeaders }) {
  return new Promise((resolve) => {
    /** @type {Record<string, string | string[]>} */
    const outHeaders = {};
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined && !HOP_BY_HOP.includes(name)) outHeaders[name] = value;
    Object.assign(outHeaders, headers);
    const upstream = http.request({
      socketPath,
      agent,
      method: req.method,
      path: req.url,
      headers: outHeaders,
    });
    let answered = false;
    let complete = false;
    let settled = false;
    const settle = (/** @type {boolean} */ ok) => {
      if (settled) return;
      settled = true;
      res.off("close", clientLeft);
      resolve(ok);
    };
    const clientLeft = () => {
      if (!res.writableEnded) upstream.destroy();
      settle(true);
    };
    res.once("close", clientLeft);
    upstream.on("error", () => {
      if (!answered) return settle(false);
      if (complete) return;
      res.destroy();
      settle(true);
    });
    upstream.on("response", async (answer) => {
      answered = true;
      /** @type {Record<string, string | string[]>} */
      const outgoing = {};
      for (const [name, value] of Object.entries(answer.headers))
        if (value !== undefined && !HOP_BY_HOP.includes(name) && !dropHeaders.includes(name))
          outgoing[name] = value;
      answer.pause();
      await head(answer);
      if (res.destroyed) return answer.destroy();
      res.writeHead(answer.statusCode ?? 502, outgoing);
      answer.on("data", (/** @type {Buffer} */ chunk) => {
        if (!res.write(chunk)) {
          answer.pause();
          res.once("drain", () => answer.resume());
        }
      });
      answer.on("end", async () => {
        complete = true;
        // answered before it read the whole body: that connection is not used again
        if (!upstream.writableFinished) upstream.destroy();
        await end();
        res.end();
        settle(true);
      });
      answer.on("close", () => {
        if (answer.complete) return;
        res.destroy();
        settle(true);
      });
      answer.resume();
    });
    req.pipe(upstream);
  });
}
