// Next's answer to a page the cache may hold, taken whole instead of sent (serve.mjs's renderPage):
// the status and headers as the cache keeps them, the body collected, an HTML page finished
// (chunks deferred, the payload's stylesheet dropped, its inline scripts hashed into its policy).
// Plain JavaScript (types in capture.d.mts): the server loads it without a TypeScript hook.
import { inlineScriptHashes, withScriptHashes } from "../security/csp-hashes.mjs";
import { deferScripts, withoutPayloadStylesheets } from "./page-html.mjs";

/** Headers of one response that are not part of the page. */
const PER_RESPONSE = [
  "set-cookie",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
];
/**
 * An HTML page as the cache keeps it (./page-html.mjs): Next's chunks deferred, the payload's
 * copy of the stylesheet dropped, and the hashes of its inline scripts added to its policy.
 * @param {Buffer} body
 * @param {Record<string, string | string[]>} headers
 */
export function finishPage(body, headers) {
  const html = withoutPayloadStylesheets(deferScripts(body.toString("utf8")));
  const csp = headers["content-security-policy"];
  if (typeof csp === "string")
    headers["content-security-policy"] = withScriptHashes(csp, inlineScriptHashes(html));
  return Buffer.from(html, "utf8");
}

/** The response's headers as the cache keeps them: strings, without the per-response ones. */
export function pageHeaders(/** @type {import("node:http").ServerResponse} */ res) {
  /** @type {Record<string, string | string[]>} */
  const out = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_RESPONSE.includes(name)) continue;
    out[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out;
}

/**
 * Takes over a response while Next writes it: the status and headers stay on `res`, the body
 * is collected; `answer` resolves with the whole body once Next ends it, or with null when Next
 * finished without ending it (the client left) or failed. Node's own methods are back on `res`
 * by then.
 * @param {import("node:http").ServerResponse} res
 */
export function takeResponse(res) {
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {(body: Buffer | null) => void} */
  let settle = () => {};
  /** @type {Promise<Buffer | null>} */
  const answer = new Promise((resolve) => (settle = resolve));
  let done = false;
  const own = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (res));
  const restore = () => {
    for (const name of ["write", "end", "writeHead", "flushHeaders"]) delete own[name];
  };
  const finish = (/** @type {Buffer | null} */ body) => {
    if (done) return;
    done = true;
    restore();
    settle(body);
  };
  const toBuffer = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) =>
    typeof chunk === "string"
      ? Buffer.from(
          chunk,
          /** @type {BufferEncoding} */ (typeof encoding === "string" ? encoding : "utf8"),
        )
      : Buffer.from(/** @type {Uint8Array} */ (chunk));
  own.writeHead = (
    /** @type {number} */ status,
    /** @type {unknown} */ reason,
    /** @type {unknown} */ headers,
  ) => {
    res.statusCode = status;
    if (typeof reason === "string") res.statusMessage = reason;
    else headers = reason;
    if (Array.isArray(headers))
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    else if (headers && typeof headers === "object")
      for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
    return res;
  };
  own.flushHeaders = () => {};
  own.write = (
    /** @type {unknown} */ chunk,
    /** @type {unknown} */ encoding,
    /** @type {unknown} */ cb,
  ) => {
    if (chunk != null && !done) chunks.push(toBuffer(chunk, encoding));
    const callback = typeof encoding === "function" ? encoding : cb;
    if (typeof callback === "function") process.nextTick(callback);
    return true;
  };
  own.end = (
    /** @type {unknown} */ chunk,
    /** @type {unknown} */ encoding,
    /** @type {unknown} */ cb,
  ) => {
    const callback = [chunk, encoding, cb].find((a) => typeof a === "function");
    if (chunk != null && typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
    if (typeof callback === "function") res.once("finish", /** @type {() => void} */ (callback));
    finish(Buffer.concat(chunks));
    return res;
  };
  return {
    answer,
    /** Next's handler settled: a response it never ended is no answer. */
    stop(/** @type {unknown} */ err) {
      if (err) console.error("[server] page render failed:", err);
      if (done) return;
      finish(null);
      if (!res.headersSent && !res.destroyed) {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end();
      } else if (!res.writableEnded) res.end();
    },
  };
}
