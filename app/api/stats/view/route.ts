// POST /api/stats/view/ {adId} – the ad page's view beacon (components/stats/view-beacon.tsx):
// counted in memory once per visitor, ad and day; crawlers and the ad's seller not counted.
// Always 204 when the body is right, an unknown ad too (the flush skips it).
import { route } from "@/lib/infra/api/handler";
import { noContent, readBeacon } from "../beacon";
import { countAdEvent } from "@/lib/stats/counter";
import { adBeaconSchema } from "@/lib/stats/schemas";
import { firstViewToday, isAdOwner } from "@/lib/stats/visitor";

export const POST = route(async (req) => {
  const { body, ip, userAgent, crawler } = await readBeacon(req, adBeaconSchema);
  if (crawler) return noContent();
  // the owner before the visitor is remembered: their view must not hide a visitor's behind them
  if (await isAdOwner(req.headers, body.adId)) return noContent();
  if (firstViewToday(body.adId, ip, userAgent)) countAdEvent(body.adId, "views");
  return noContent();
});
