import "server-only";
import { getAdStatus } from "@/lib/ads/queries";
import { getAdViewerFor } from "@/lib/ads/request-viewer";
import { parseId } from "@/lib/infra/api/params";
import { hasSessionCookie } from "@/server/page-cache/page-request.mjs";
import { ROUTE_PATTERNS, stripLocalePrefix } from "@/lib/routes";
import { sellerProfileExists } from "@/lib/sellers/queries";

/**
 * The HTTP status of a page whose view depends on a database row: a missing ad or seller 404, an
 * archived ad 410 (but 200 for its own seller, who gets the page with Renew and Edit), anything
 * else null (the page's own 200).
 *
 * Why here and not in the page: the App Router has no gone() for 410, a page cannot set its
 * status, and in production Next 16 answers notFound() with an empty HTML body (the not-found view
 * appears only after hydration: vercel/next.js#98954, #98295). So these pages render their missing
 * or archived view like any other content, and proxy.ts, which runs in the server's own process,
 * answers that rendering with the status from this one primary-key read.
 */
export async function pageStatus(
  pathname: string,
  headers: Headers = new Headers(),
): Promise<404 | 410 | null> {
  const path = stripLocalePrefix(pathname);
  const ad = ROUTE_PATTERNS.ad.exec(path);
  if (ad) {
    const id = parseId(ad[1]);
    const row = id === null ? null : await getAdStatus({ id });
    if (row === null || row.status === "deleted") return 404;
    if (row.status !== "archived") return null;
    return (await sellerReads(headers, row.sellerProfileId)) ? null : 410;
  }
  const seller = ROUTE_PATTERNS.seller.exec(path);
  if (seller) {
    const id = parseId(seller[1]);
    return id !== null && (await sellerProfileExists({ id })) ? null : 404;
  }
  return null;
}

/**
 * The ad's own seller is reading it. Only a request with a session cookie is asked: those never
 * reach the page cache (server/page-cache/page-request.mjs), so the seller's 200 is never stored, and an
 * anonymous reader's 410 costs no session look-up.
 */
async function sellerReads(headers: Headers, sellerProfileId: number | null) {
  if (sellerProfileId === null || !hasSessionCookie(headers.get("cookie") ?? undefined))
    return false;
  return (await getAdViewerFor({ headers, ad: { sellerProfileId } })).owner;
}
