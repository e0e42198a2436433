// What a request asks of an answer it may already have or may take compressed: the conditional
// GET's If-None-Match and Accept-Encoding. One reading for the front's build files and photos
// (static-files.mjs), its cached pages and pictures (page-cache/serve.mjs) and the route handlers'
// cacheable answers (lib/infra/api/etag.ts).

/** If-None-Match names this tag (the weak comparison RFC 9110 asks for GET). */
export function matchesEtag(
  /** @type {string | string[] | null | undefined} */ header,
  /** @type {string} */ etag,
) {
  return String(header ?? "")
    .split(",")
    .some((t) => {
      const tag = t.trim().replace(/^W\//, "");
      return tag === "*" || tag === etag;
    });
}

/** The encoding to answer with: brotli, else gzip, when the client accepts it. */
export function pickEncoding(/** @type {string | string[] | undefined} */ header) {
  const accepted = new Set();
  for (const part of String(header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : null;
}
