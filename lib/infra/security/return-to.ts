// Where a user goes back to after signing in (ARCHITECTURE.md §4.6): one decision for the login and
// sign-up pages, Google sign-in, /profile, e-mail verification and the client fetcher's 401.
// Client-safe and pure.

/** The one query parameter that carries a return location. */
export const RETURN_TO_PARAM = "next";
/** Older spellings still read: the save-search button sent `from` before the names were unified. */
const LEGACY_PARAMS = ["from"];

const MAX_LENGTH = 2048;
/** More nested encodings than this are not a link anyone made by hand. */
const MAX_DECODES = 4;
const DUMMY_ORIGIN = "http://return-to.invalid";

// C0, DEL and C1 controls: browsers drop tab, CR and LF inside URLs, so "/\t/x" is "//x" to them.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Characters that IDNA or NFKC turn into "/", "\", "." or ":" somewhere down the line. */
const LOOKALIKE =
  /[\u2024\u2044\u2215\u2216\u29f5\u29f8\u29f9\u3002\ufe52\ufe68\uff0e\uff0f\uff1a\uff3c\uff61]/;

/** One layer of percent-decoding; a malformed escape keeps the text but still reveals ASCII ones. */
function decodeOnce(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s.replace(/%[0-7][0-9a-f]/gi, (m) => String.fromCharCode(parseInt(m.slice(1), 16)));
  }
}

/** The text and every decoding of it until nothing changes; null when it never settles. */
function decodings(raw: string): string[] | null {
  const out = [raw];
  for (let i = 0; i < MAX_DECODES; i++) {
    const next = decodeOnce(out[out.length - 1]);
    if (next === out[out.length - 1]) return out;
    out.push(next);
  }
  return null;
}

const startsAsPath = (s: string) => s.startsWith("/") && s[1] !== "/" && s[1] !== "\\";

/** `s` read as a path of ours: a single leading "/", no backslash or control, same origin after the parser's dot segments. */
function isOwnPath(s: string): boolean {
  if (!startsAsPath(s) || s.includes("\\") || CONTROL.test(s) || LOOKALIKE.test(s)) return false;
  const nfkc = s.normalize("NFKC");
  if (!startsAsPath(nfkc) || nfkc.includes("\\")) return false;
  try {
    const u = new URL(s, DUMMY_ORIGIN);
    return u.origin === DUMMY_ORIGIN && startsAsPath(u.pathname);
  } catch {
    return false;
  }
}

/**
 * `raw` as a same-site path (its dot segments resolved), or `fallback` when it is anything else:
 * another host, a scheme, backslashes, controls, lookalikes, or any of those behind encodings.
 */
export function safeReturnTo(raw: unknown, fallback = "/"): string {
  if (typeof raw !== "string" || raw.length > MAX_LENGTH) return fallback;
  const layers = decodings(raw);
  if (!layers || !layers.every(isOwnPath)) return fallback;
  const u = new URL(raw, DUMMY_ORIGIN);
  const out = `${u.pathname}${u.search}${u.hash}`;
  return decodings(out)?.every(isOwnPath) ? out : fallback;
}

/** The return location of a page's query (`next`, or the older `from`), checked. */
export function returnToFromQuery(
  query: Record<string, string | string[] | undefined>,
  fallback: string,
): string {
  const key = [RETURN_TO_PARAM, ...LEGACY_PARAMS].find((k) => query[k] !== undefined);
  return safeReturnTo(key ? query[key] : undefined, fallback);
}

/** "next=%2Fen%2Fcreate-ad" for a link to a page that sends the user back to `path` later. */
export const returnToQuery = (path: string) => `${RETURN_TO_PARAM}=${encodeURIComponent(path)}`;
