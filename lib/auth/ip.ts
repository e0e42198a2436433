import { trustsForwardedHeaders } from "@/lib/http/client-address";

/**
 * The origin the browser used to reach us: from Host, or from a trusted proxy's X-Forwarded-Host
 * and -Proto (TRUST_PROXY > 0); a client talking to us directly cannot choose it with them.
 */
export function requestOrigin(req: Request): string | undefined {
  const proxied = trustsForwardedHeaders();
  const host = (proxied && req.headers.get("x-forwarded-host")) || req.headers.get("host");
  if (!host) return undefined;
  const proto = (proxied && req.headers.get("x-forwarded-proto")) || new URL(req.url).protocol.replace(":", "");
  return `${proto}://${host}`;
}
