// POST /api/stats/impressions/ {ids} – the ads a results page showed (components/stats/results-beacon.tsx).
import { route } from "@/lib/infra/api/handler";
import { noContent, readBeacon } from "../beacon";
import { countAdEvent } from "@/lib/stats/counter";
import { impressionsSchema } from "@/lib/stats/schemas";

export const POST = route(async (req) => {
  const { body, crawler } = await readBeacon(req, impressionsSchema);
  if (!crawler) for (const id of new Set(body.ids)) countAdEvent(id, "impressions");
  return noContent();
});
