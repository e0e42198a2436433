// POST /api/stats/share/ {adId} – the ad page's share button copied the ad's link (components/stats/share-counter.tsx).
import { route } from "@/lib/infra/api/handler";
import { noContent, readBeacon } from "../beacon";
import { countAdEvent } from "@/lib/stats/counter";
import { adBeaconSchema } from "@/lib/stats/schemas";

export const POST = route(async (req) => {
  const { body, crawler } = await readBeacon(req, adBeaconSchema);
  if (!crawler) countAdEvent(body.adId, "shares");
  return noContent();
});
