// The security headers of every response (next.config.ts sets them on what Next answers; the
// production server's static files, server/http/static-files.mjs, send the same). Plain JavaScript:
// the server loads it without a TypeScript hook.

/** @type {ReadonlyArray<{ key: string, value: string }>} */
export const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(self), payment=()",
  },
];
