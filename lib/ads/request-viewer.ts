import "server-only";
import { readSession } from "@/lib/auth/session";
import { ownsAd, type ManagedAd } from "./policy";
import { getAdViewerOf } from "./viewer";

/**
 * What the reader of these request headers may do with the ad (lib/ads/policy.ts): its seller
 * (owner) edits, archives and renews it, admins edit and archive it. The ad page and the proxy's
 * page status (lib/infra/http/page-status.ts) both ask here, so they agree on who the owner is. Apart
 * from lib/ads/viewer.ts: this one brings better-auth, which the ad writes (and the scripts that
 * import them) must not load.
 */
export async function getAdViewerFor({
  headers,
  ad,
}: {
  headers: Headers;
  ad: ManagedAd;
}): Promise<{ owner: boolean; admin: boolean }> {
  const { session } = await readSession(headers);
  if (!session) return { owner: false, admin: false };
  const viewer = await getAdViewerOf({ user: session.user, ad });
  return { owner: ownsAd({ viewer, ad }), admin: viewer.isAdmin };
}
