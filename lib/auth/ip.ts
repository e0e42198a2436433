/** The origin the browser used to reach us, from Host (or the proxy's forwarded headers). */
export function requestOrigin(req: Request): string | undefined {
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (!host) return undefined;
  const proto = req.headers.get("x-forwarded-proto") ?? new URL(req.url).protocol.replace(":", "");
  return `${proto}://${host}`;
}
