// The request path of the production server (server/index.mjs) in front of Next's handler:
// anonymous public pages from the page cache (page-cache.mjs), everything else to Next through
// the overload gate (server/http/overload-gate.mjs). ARCHITECTURE.md §7 "Page cache and security policy".
// Plain JavaScript (types in serve.d.mts): the server loads it without a TypeScript hook.
import { promisify } from "node:util";
import zlib from "node:zlib";
import { matchesEtag, pickEncoding } from "../http/negotiation.mjs";
import { finishPage, pageHeaders, takeResponse } from "./capture.mjs";
import {
  PAGE_CACHE_HEADER,
  cacheablePage,
  isLocaleCookie,
  localeCookieFor,
  pageCacheKey,
  requestScheme,
} from "./page-request.mjs";
import { pathLocale } from "./page-tags.mjs";
export const CACHE_STATE_HEADER = "x-vozovna-cache";
export const RETRY_AFTER_S = 5;

/** Statuses whose page is stored: the page itself, a missing ad or seller, an archived ad. */
const STORED_STATUSES = [200, 404, 410];
/** Served by Next without rendering: never held at the gate. */
const STATIC = /^\/(?:_next\/|images\/|media\/|favicon\.ico)|\.[a-z0-9]+$/i;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);
/** Brotli's default level (11) costs tens of milliseconds a page; 5 is still smaller than gzip. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const MIN_COMPRESS = 1024;

/**
 * @param {{
 *   handle: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void>,
 *   cache: import("./page-cache.mjs").PageCache | null,
 *   gate: import("../http/overload-gate.mjs").OverloadGate,
 *   trustProxy: number,
 * }} options
 */
export function createRequestHandler({ handle, cache, gate, trustProxy }) {
  /** Pages being rendered: a second reader of one waits for it rather than rendering it again. */
  /** @type {Map<string, Promise<unknown>>} */
  const rendering = new Map();
  return async function respond(
    /** @type {import("node:http").IncomingMessage} */ req,
    /** @type {import("node:http").ServerResponse} */ res,
  ) {
    delete req.headers[PAGE_CACHE_HEADER]; // ours to set, never the client's
    const page = cache ? cacheablePage(req) : null;
    if (!cache || !page) {
      if (STATIC.test(pathOf(req.url))) return handle(req, res);
      res.setHeader(CACHE_STATE_HEADER, "bypass");
      return gated(gate, req, res, () => handle(req, res));
    }
    const key = pageCacheKey({
      scheme: requestScheme(
        req.headers["x-forwarded-proto"],
        trustProxy,
        Boolean(/** @type {{ encrypted?: boolean }} */ (req.socket).encrypted),
      ),
      host: req.headers.host ?? "",
      url: req.url ?? "/",
      headers: req.headers,
    });
    const hit = cache.get(key);
    if (hit) return send(req, res, cache, hit, "hit");
    const pending = rendering.get(key);
    if (pending) {
      await pending;
      const rendered = cache.get(key);
      if (rendered) return send(req, res, cache, rendered, "hit");
    }
    /** @type {() => void} */
    let rendered = () => {};
    const done = new Promise((resolve) => (rendered = () => resolve(undefined)));
    if (!pending) rendering.set(key, done);
    const render = () => renderPage(req, res, { handle, cache, key, page, stored: rendered });
    try {
      // a registry picture is a file to its readers: never held at the gate, as today
      return await (STATIC.test(pathOf(req.url)) ? render() : gated(gate, req, res, render));
    } finally {
      rendered();
      if (rendering.get(key) === done) rendering.delete(key);
    }
  };
}

const pathOf = (/** @type {string | undefined} */ url) => (url ?? "/").split("?")[0];

/** An HTML page or an SVG picture worth compressing. */
const compressible = (/** @type {{ headers: Record<string, unknown>, length: number }} */ entry) =>
  entry.length >= MIN_COMPRESS &&
  /^text\/html|svg/i.test(String(entry.headers["content-type"] ?? ""));

/**
 * Runs `work` with a slot of the gate, or answers 503 at once when the gate refuses (a full queue,
 * no slot in time); a client that leaves while waiting gives up its place.
 * @param {import("../http/overload-gate.mjs").OverloadGate} gate
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {() => Promise<void>} work
 */
async function gated(gate, req, res, work) {
  const left = new AbortController();
  const onClose = () => left.abort();
  res.once("close", onClose);
  const admitted = await gate.enter(left.signal);
  res.off("close", onClose);
  if (!admitted) return overloaded(req, res);
  try {
    await work();
  } finally {
    gate.release();
  }
}

/**
 * The page a visitor gets when the server is too busy, in the language of the address (it is sent
 * before Next, so without its messages).
 */
const BUSY_TEXTS = {
  cs: {
    title: "Vozovna je přetížená",
    text: "Vozovna je právě přetížená. Zkuste to prosím za pár sekund znovu.",
  },
  en: {
    title: "Vozovna is busy",
    text: "Vozovna is busy right now. Please try again in a few seconds.",
  },
  ru: {
    title: "Vozovna перегружена",
    text: "Vozovna сейчас перегружена. Пожалуйста, попробуйте ещё раз через несколько секунд.",
  },
};
/** Made once: under overload this page is sent many times a second. */
const BUSY_PAGES = Object.fromEntries(
  Object.entries(BUSY_TEXTS).map(([locale, { title, text }]) => [
    locale,
    `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><p style="font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">${text}</p></html>`,
  ]),
);

/** 503 with Retry-After: JSON for the API, a short page in the address's language for the rest. */
export function overloaded(
  /** @type {import("node:http").IncomingMessage} */ req,
  /** @type {import("node:http").ServerResponse} */ res,
) {
  if (res.headersSent || res.destroyed) return;
  const api = pathOf(req.url).startsWith("/api/");
  const body = api
    ? JSON.stringify({
        error: "The server is busy. Please try again in a few seconds.",
        code: "unavailable",
        retry_after_seconds: RETRY_AFTER_S,
      })
    : BUSY_PAGES[pathLocale(req.url ?? "/")];
  res.writeHead(503, {
    "content-type": api ? "application/json" : "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "retry-after": String(RETRY_AFTER_S),
    "cache-control": "no-store",
    [CACHE_STATE_HEADER]: "bypass",
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * A page the cache may hold, rendered by Next: the request goes in marked (no nonce, no
 * compression: the cache keeps the plain body and its matching policy) and as a GET for a HEAD;
 * the whole answer is taken, its inline scripts hashed into its policy, stored when it may be,
 * and sent.
 */
async function renderPage(
  /** @type {import("node:http").IncomingMessage} */ req,
  /** @type {import("node:http").ServerResponse} */ res,
  /** @type {{ handle: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void>, cache: import("./page-cache.mjs").PageCache, key: string, page: { tags: string[], lifeMs: number }, stored: () => void }} */ {
    handle,
    cache,
    key,
    page,
    stored: onStored,
  },
) {
  const begunAt = cache.begin();
  const method = req.method;
  const acceptEncoding = req.headers["accept-encoding"];
  const ifNoneMatch = req.headers["if-none-match"];
  delete req.headers["accept-encoding"];
  // the whole answer is what is stored; send() answers the reader's copy with 304
  delete req.headers["if-none-match"];
  req.headers[PAGE_CACHE_HEADER] = "1";
  req.method = "GET";
  const taken = takeResponse(res);
  const handled = handle(req, res);
  handled.then(
    () => taken.stop(),
    (err) => taken.stop(err),
  );
  const rendered = await taken.answer;
  req.method = method;
  req.headers["accept-encoding"] = acceptEncoding;
  if (ifNoneMatch !== undefined) req.headers["if-none-match"] = ifNoneMatch;
  // the client left, or Next failed (logged and answered by stop())
  if (!rendered) return handled.catch(() => {});
  const headers = pageHeaders(res);
  const html = /^text\/html/i.test(String(headers["content-type"] ?? ""));
  const answer = html ? finishPage(rendered, headers) : rendered;
  const entry = {
    key,
    status: res.statusCode,
    headers,
    body: answer,
    tags: page.tags,
    createdAt: Date.now(),
    expiresAt: 0,
    variants: new Map(),
    bytes: 0,
    length: answer.length,
  };
  // next-intl's language cookie is per reader: send() sets it on every page it serves
  const setCookies = [res.getHeader("set-cookie") ?? []].flat().map(String);
  const picture = /^image\//i.test(String(headers["content-type"] ?? ""));
  const storable =
    (html || picture) &&
    STORED_STATUSES.includes(res.statusCode) &&
    setCookies.every(isLocaleCookie) &&
    res.getHeader("content-encoding") === undefined;
  // a page is kept as its brotli copy (most readers take it; the others get it decompressed)
  const br = storable && compressible(entry) ? await brotli(answer, BROTLI) : undefined;
  if (br) entry.variants.set("br", br); // sent as it is when the cache refuses the page
  const stored =
    storable && cache.set(key, { ...entry, lifeMs: page.lifeMs, br }, begunAt) && cache.peek(key);
  onStored(); // readers waiting for this page take it from the cache now
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  if (!storable && setCookies.length) res.setHeader("set-cookie", setCookies);
  await send(req, res, cache, stored || entry, storable ? "miss" : "bypass", acceptEncoding);
  return handled.catch(() => {});
}

/**
 * Sends a page (from the cache or just rendered), compressed when accepted: each encoding once
 * per cached page, kept with it.
 */
async function send(
  /** @type {import("node:http").IncomingMessage} */ req,
  /** @type {import("node:http").ServerResponse} */ res,
  /** @type {import("./page-cache.mjs").PageCache} */ cache,
  /** @type {import("./page-cache.mjs").PageEntry} */ entry,
  /** @type {"hit" | "miss" | "bypass"} */ state,
  acceptEncoding = req.headers["accept-encoding"],
) {
  const etag = entry.headers.etag;
  if (typeof etag === "string" && matchesEtag(req.headers["if-none-match"], etag)) {
    if (res.destroyed) return;
    res.writeHead(304, { ...entry.headers, [CACHE_STATE_HEADER]: state });
    return void res.end();
  }
  const html = /^text\/html/i.test(String(entry.headers["content-type"] ?? ""));
  const encoding = compressible(entry) ? pickEncoding(acceptEncoding) : null;
  // the body as rendered: kept, or decompressed from the brotli copy kept instead
  const plain = async () =>
    entry.body ?? (await unbrotli(/** @type {Buffer} */ (entry.variants.get("br"))));
  let body = encoding ? entry.variants.get(encoding) : undefined;
  if (encoding && !body) {
    body = await (encoding === "br" ? brotli(await plain(), BROTLI) : gzip(await plain()));
    if (state !== "bypass") cache.addVariant(entry, encoding, body);
  }
  body ??= await plain();
  const vary = String(entry.headers.vary ?? "");
  /** @type {Record<string, string | string[] | number>} */
  const headers = {
    ...entry.headers,
    vary: /accept-encoding/i.test(vary)
      ? vary
      : vary
        ? `${vary}, Accept-Encoding`
        : "Accept-Encoding",
    "content-length": body.length,
    [CACHE_STATE_HEADER]: state,
  };
  if (encoding) headers["content-encoding"] = encoding;
  const localeCookie =
    state === "bypass" || !html ? null : localeCookieFor(req.headers, req.url ?? "/");
  if (localeCookie) headers["set-cookie"] = localeCookie;
  if (state === "hit") headers.age = Math.max(0, Math.floor((Date.now() - entry.createdAt) / 1000));
  if (res.destroyed) return;
  res.writeHead(entry.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}
