import "server-only";
// Cacheable answers: an ETag from the body's hash, 304 when the client already has it.
import { createHash } from "node:crypto";
import { matchesEtag } from "../../../server/http/negotiation.mjs";

/** Public data that changes rarely (the car registry): five minutes fresh, a day stale. */
export const PUBLIC_SHORT_CACHE = "public, max-age=300, stale-while-revalidate=86400";

export const etagOf = (body: string | Uint8Array) =>
  `"${createHash("sha1").update(body).digest("base64url")}"`;

/** If-None-Match holds the tag (weak comparison, as RFC 9110 asks for GET). */
export const isFresh = (req: Request, etag: string) =>
  matchesEtag(req.headers.get("if-none-match"), etag);

/** The body with ETag and Cache-Control, or an empty 304 when the client's copy is current. */
export function cacheable(
  req: Request,
  body: string | Uint8Array,
  {
    type,
    cacheControl = PUBLIC_SHORT_CACHE,
    extraHeaders = {},
  }: { type: string; cacheControl?: string; extraHeaders?: Record<string, string> },
): Response {
  const etag = etagOf(body);
  const headers = { ETag: etag, "Cache-Control": cacheControl, ...extraHeaders };
  if (isFresh(req, etag)) return new Response(null, { status: 304, headers });
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: { ...headers, "Content-Type": type, "X-Content-Type-Options": "nosniff" },
  });
}

export const cacheableJson = (req: Request, data: unknown, cacheControl?: string) =>
  cacheable(req, JSON.stringify(data), { type: "application/json", cacheControl });
