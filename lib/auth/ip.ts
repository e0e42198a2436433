/** The client address: the first X-Forwarded-For hop (set by the reverse proxy), else X-Real-IP. */
export function clientIp(headers: Headers): string {
  const fwd = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return fwd || headers.get("x-real-ip") || "unknown";
}

/** The origin the browser used to reach us, from Host (or the proxy's forwarded headers). */
export function requestOrigin(req: Request): string | undefined {
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (!host) return undefined;
  const proto = req.headers.get("x-forwarded-proto") ?? new URL(req.url).protocol.replace(":", "");
  return `${proto}://${host}`;
}
