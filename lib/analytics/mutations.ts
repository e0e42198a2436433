import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { ads, adViews } from "@/lib/infra/db/schema";
import { adIdFromPath, type PageView } from "./schemas";

const LOCAL = "http://local.invalid";

/** Query strings and fragments are dropped: they may carry personal data. */
function stripQuery(url: string | undefined) {
  if (!url) return null;
  try {
    const u = new URL(url, LOCAL);
    return (u.origin === LOCAL ? u.pathname : `${u.origin}${u.pathname}`).slice(0, 500);
  } catch {
    return null;
  }
}

export async function recordPageView({ view, consentId }: { view: PageView; consentId: string }) {
  const db = getDb();
  let adId = adIdFromPath(view.path);
  if (adId !== null) {
    const [ad] = await db.select({ id: ads.id }).from(ads).where(eq(ads.id, adId)).limit(1);
    adId = ad ? ad.id : null;
  }
  const [row] = await db
    .insert(adViews)
    .values({
      path: stripQuery(view.path) ?? "/",
      adId,
      consentId,
      referrer: stripQuery(view.referrer),
    })
    .returning({ id: adViews.id });
  return row;
}
