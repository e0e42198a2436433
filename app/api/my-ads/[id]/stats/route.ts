// GET /api/my-ads/{id}/stats/?days=30 – an ad's statistics for its seller or an admin (issue 32):
// { ad, days: [{ day, views, impressions, … }], totals, priceChanges }; others 404, signed out 401,
// days other than 30 or 90 400.
import { z } from "zod";
import { route } from "@/lib/infra/api/handler";
import { requireId } from "@/lib/infra/api/params";
import { getAdStatsFor, statsDaysSchema } from "@/lib/stats/ad-view";

export const dynamic = "force-dynamic";

export const GET = route<{ id: string }>({ auth: "required" }, async (req, { params, session }) => {
  const adId = requireId(params.id, "Ad");
  const { days } = z
    .object({ days: statsDaysSchema })
    .parse({ days: req.nextUrl.searchParams.get("days") ?? undefined });
  return getAdStatsFor({ adId, user: session.user, days });
});
