// POST /api/stats/click/ {adId} – a click from the results onto an ad (components/stats/results-beacon.tsx).
import { route } from "@/lib/infra/api/handler";
import { noContent, readBeacon } from "../beacon";
import { countAdEvent } from "@/lib/stats/counter";
import { adBeaconSchema } from "@/lib/stats/schemas";

export const POST = route(async (req) => {
  const { body, crawler } = await readBeacon(req, adBeaconSchema);
  if (!crawler) countAdEvent(body.adId, "clicks");
  return noContent();
});
