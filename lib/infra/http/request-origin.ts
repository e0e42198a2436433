import { trustsForwardedHeaders } from "./client-address";

/**
 * The scheme the browser used: a trusted proxy's X-Forwarded-Proto (TRUST_PROXY > 0; its first
 * value when several proxies appended theirs), else the request's own.
 */
export function requestProtocol(req: Request): string {
  const forwarded = trustsForwardedHeaders()
    ? req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim()
    : undefined;
  return forwarded || new URL(req.url).protocol.replace(":", "");
}

/**
 * The origin the browser used to reach us: from Host, or from a trusted proxy's X-Forwarded-Host
 * and -Proto (TRUST_PROXY > 0); a client talking to us directly cannot choose it with them.
 */
export function requestOrigin(req: Request): string | undefined {
  const host =
    (trustsForwardedHeaders() && req.headers.get("x-forwarded-host")) || req.headers.get("host");
  return host ? `${requestProtocol(req)}://${host}` : undefined;
}
