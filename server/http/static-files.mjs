// Files the production server (server/index.mjs) answers itself, before Next: the build's
// `/_next/static` files and, while photos are stored locally, `/media`. Through Next a 230 KB
// script cost 9 ms of CPU per request (compressed again for every reader) and a photo 6 ms; a
// phone's first visit fetches a dozen of each, beside the page (issue 16). Here a script is read
// and compressed once (gzip and brotli at their best levels: the files never change) and a photo
// is streamed from disk. Anything this module does not find goes on to Next, which answers it as
// before (its 404, an S3 photo). Plain JavaScript (types in static-files.d.mts).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { matchesEtag, pickEncoding } from "./negotiation.mjs";
import { IMMUTABLE, PHOTO_TYPES } from "../../lib/media/http.mjs";
import { SECURITY_HEADERS } from "../security/headers.mjs";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const ENCODERS = {
  gzip: (/** @type {Buffer} */ b) => gzip(b, { level: zlib.constants.Z_BEST_COMPRESSION }),
  br: (/** @type {Buffer} */ b) =>
    brotli(b, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length,
      },
    }),
};
const MIN_COMPRESS = 1024;

/** The build's file types (Next's static output). */
const BUILD_TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".json": "application/json; charset=UTF-8",
  ".map": "application/json; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
};
const COMPRESSIBLE = new Set([".js", ".css", ".json", ".map", ".txt", ".svg"]);

const securityHeaders = Object.fromEntries(SECURITY_HEADERS.map((h) => [h.key, h.value]));

/**
 * The file under `root` that a request path names after `prefix`, or null: only plain names
 * (no escapes, no "." or ".." segments, no NUL), of a type this root serves.
 */
export function fileUnder(
  /** @type {string} */ root,
  /** @type {string} */ prefix,
  /** @type {string} */ urlPath,
  /** @type {Record<string, string>} */ types,
) {
  if (!urlPath.startsWith(prefix)) return null;
  const rel = urlPath.slice(prefix.length);
  if (!rel || /%|\\|\0/.test(rel)) return null;
  const segments = rel.split("/");
  if (segments.some((s) => s === "" || s === "." || s === "..")) return null;
  const file = path.join(root, ...segments);
  if (!file.startsWith(root + path.sep)) return null;
  const type = types[path.extname(file).toLowerCase()];
  return type ? { file, type } : null;
}

/**
 * @param {{ buildDir: string, uploadsDir: string | null }} options `uploadsDir` null when photos
 *   are in S3 (the /media route then asks the bucket first).
 */
export function createStaticFiles({ buildDir, uploadsDir }) {
  const buildRoot = path.resolve(buildDir, "static");
  const photoRoot = uploadsDir ? path.resolve(uploadsDir) : null;
  /** Build files read so far: they never change while the server runs. */
  /** @type {Map<string, { body: Buffer, type: string, etag: string, compressible: boolean, variants: Map<string, Promise<Buffer>> }>} */
  const build = new Map();

  async function buildFile(/** @type {string} */ file, /** @type {string} */ type) {
    const known = build.get(file);
    if (known) return known;
    let body;
    try {
      body = await fs.promises.readFile(file);
    } catch {
      return null; // not a file of this build: Next answers it (404)
    }
    const entry = {
      body,
      type,
      etag: `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
      compressible: COMPRESSIBLE.has(path.extname(file)) && body.length >= MIN_COMPRESS,
      variants: new Map(),
    };
    build.set(file, entry);
    return entry;
  }

  /** Answers the request when it names one of these files; false sends it on to Next. */
  return async function serveStatic(
    /** @type {import("node:http").IncomingMessage} */ req,
    /** @type {import("node:http").ServerResponse} */ res,
  ) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const urlPath = (req.url ?? "/").split("?")[0];
    const target = fileUnder(buildRoot, "/_next/static/", urlPath, BUILD_TYPES);
    if (target) {
      const entry = await buildFile(target.file, target.type);
      if (!entry) return false;
      /** @type {Record<string, string | number>} */
      const headers = {
        ...securityHeaders,
        "Content-Type": entry.type,
        "Cache-Control": IMMUTABLE,
        ETag: entry.etag,
      };
      if (entry.compressible) headers.Vary = "Accept-Encoding";
      if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
        res.writeHead(304, headers);
        res.end();
        return true;
      }
      let body = entry.body;
      const encoding = entry.compressible ? pickEncoding(req.headers["accept-encoding"]) : null;
      if (encoding) {
        let variant = entry.variants.get(encoding);
        if (!variant) {
          variant = ENCODERS[encoding](entry.body);
          entry.variants.set(encoding, variant);
        }
        body = await variant;
        headers["Content-Encoding"] = encoding;
      }
      headers["Content-Length"] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    }
    const photo = photoRoot && fileUnder(photoRoot, "/media/", urlPath, PHOTO_TYPES);
    if (!photo) return false;
    const stat = await fs.promises.stat(photo.file).catch(() => null);
    if (!stat?.isFile()) return false; // Next's /media route answers the 404
    res.writeHead(200, {
      ...securityHeaders,
      "Content-Type": photo.type,
      "Content-Length": stat.size,
      // Stored photos never change: a new upload gets a new key (app/media).
      "Cache-Control": IMMUTABLE,
    });
    if (req.method === "HEAD") {
      res.end();
      return true;
    }
    await new Promise((resolve) => {
      const stream = fs.createReadStream(photo.file);
      stream.on("error", () => {
        res.destroy();
        resolve(undefined);
      });
      res.on("close", () => {
        stream.destroy();
        resolve(undefined);
      });
      stream.pipe(res);
    });
    return true;
  };
}
