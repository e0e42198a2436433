// Loaded by server/index.mjs before Next sees a request (plain JavaScript for that reason;
// types in request-url.d.mts).

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
const ESCAPE_RUN = /(?:%[0-9a-fA-F]{2})+/g;

/**
 * Percent-escapes that do not decode to UTF-8 become literal text ("%" → "%25"), and every literal
 * "%" is escaped once more: Next decodes a path twice (to match the route, then for its params),
 * so "/sellers/a%25b" would reach the second decoding as "a%b" and fail there.
 */
function repairPath(path) {
  return escapeEscapes(path).replace(/%25/gi, "%2525");
}

function escapeEscapes(path) {
  return path.replace(/%(?![0-9a-fA-F]{2})/g, "%25").replace(ESCAPE_RUN, (run) => {
    const bytes = Buffer.from(run.replace(/%/g, ""), "hex");
    try {
      strictUtf8.decode(bytes);
      return run;
    } catch {
      return run.replace(/%/g, "%25");
    }
  });
}

/**
 * The request target with a path every decoder accepts. Next answers a path with a bare "%" or an
 * escape that is not UTF-8 (/sellers/%, /media/%ED%A0%BD) with a bare 500 before any of our code
 * runs; repaired, such a path is an ordinary unknown id and gets its 404 view or JSON error.
 * The query string is left alone: Next parses it leniently.
 */
export function repairRequestUrl(url) {
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  const repaired = repairPath(path);
  return repaired === path ? url : repaired + (q === -1 ? "" : url.slice(q));
}
