// The Content-Security-Policy of every page and the transport headers set per request.
// Two modes for scripts (ARCHITECTURE.md §7 "Page cache and security policy"):
// - a nonce with strict-dynamic, for pages rendered per request (signed-in readers, user pages);
// - hashes of the page's inline scripts, for the pages the page cache holds: their HTML is the same
//   for everyone, so it cannot carry a per-request nonce. The production server (server/index.mjs)
//   adds the hashes of the HTML it stored to this policy (server/security/csp-hashes.mjs).
// Third-party origins are allowed only when their feature is configured.

export type CspOptions = {
  /** A per-request nonce; without one the policy allows the inline scripts of `hashes`. */
  nonce?: string;
  /** "sha256-…" sources of the page's inline scripts (hashes mode). */
  hashes?: string[];
  dev?: boolean;
  https?: boolean;
  googleMaps?: boolean;
  googleSignIn?: boolean;
  googleAnalytics?: boolean;
  sentryDsn?: string;
  mediaOrigin?: string;
};

const MAPS = {
  script: ["https://maps.googleapis.com", "https://maps.gstatic.com"],
  img: [
    "https://maps.googleapis.com",
    "https://maps.gstatic.com",
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "https://*.google.com",
    "https://*.googleusercontent.com",
  ],
  connect: [
    "https://maps.googleapis.com",
    "https://places.googleapis.com",
    "https://*.googleapis.com",
    "https://*.gstatic.com",
  ],
  font: ["https://fonts.gstatic.com"],
  style: ["https://fonts.googleapis.com"],
  frame: ["https://*.google.com"],
};
const GSI = {
  script: ["https://accounts.google.com/gsi/client"],
  style: ["https://accounts.google.com/gsi/style"],
  frame: ["https://accounts.google.com/gsi/"],
  connect: ["https://accounts.google.com/gsi/"],
  img: ["https://*.googleusercontent.com"],
};
const GA = {
  script: ["https://www.googletagmanager.com"],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://www.googletagmanager.com",
  ],
};

function originOf(url: string | undefined) {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

export function buildCsp(o: CspOptions): string {
  const on = <T>(flag: boolean | undefined, list: T[]) => (flag ? list : []);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Nonce mode: strict-dynamic, scripts loaded by our nonce'd scripts are trusted (Next chunks,
    // GSI, Maps, gtag); the host list is only a fallback for browsers without CSP level 3.
    // Hashes mode: no strict-dynamic (it would refuse the page's own <script src> tags, which a
    // hash cannot allow), so 'self' and the host lists are what allow script files.
    "script-src": [
      "'self'",
      ...(o.nonce
        ? [`'nonce-${o.nonce}'`, "'strict-dynamic'"]
        : (o.hashes ?? []).map((h) => `'${h}'`)),
      ...on(o.dev, ["'unsafe-eval'"]),
      ...on(o.googleMaps, MAPS.script),
      ...on(o.googleSignIn, GSI.script),
      ...on(o.googleAnalytics, GA.script),
    ],
    // Inline style attributes (React style props, Headless UI, Maps) need 'unsafe-inline';
    // a nonce here would switch it off, so styles carry none.
    "style-src": [
      "'self'",
      "'unsafe-inline'",
      ...on(o.googleMaps, MAPS.style),
      ...on(o.googleSignIn, GSI.style),
    ],
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      ...originOf(o.mediaOrigin),
      ...on(o.googleMaps, MAPS.img),
      ...on(o.googleSignIn, GSI.img),
      ...on(o.googleAnalytics, GA.img),
    ],
    "font-src": ["'self'", "data:", ...on(o.googleMaps, MAPS.font)],
    "connect-src": [
      "'self'",
      ...originOf(o.sentryDsn),
      ...on(o.googleMaps, MAPS.connect),
      ...on(o.googleSignIn, GSI.connect),
      ...on(o.googleAnalytics, GA.connect),
    ],
    "frame-src": [...on(o.googleSignIn, GSI.frame), ...on(o.googleMaps, MAPS.frame)],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    // A sign-in form may answer with a redirect to Google's consent screen.
    "form-action": ["'self'", ...on(o.googleSignIn, ["https://accounts.google.com"])],
    "frame-ancestors": ["'none'"],
  };
  if (directives["frame-src"].length === 0) directives["frame-src"] = ["'none'"];
  const parts = Object.entries(directives).map(([k, v]) => `${k} ${[...new Set(v)].join(" ")}`);
  if (o.https && !o.dev) parts.push("upgrade-insecure-requests");
  return parts.join("; ");
}

/** A fresh, unguessable nonce per response. */
export function newNonce() {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));
}

export const HSTS = "max-age=63072000; includeSubDomains";
