// POST /api/ads/cars/{id}/renew/ – the ad's seller puts an archived or sold ad back on sale (issue 15)
import { route } from "@/lib/infra/api/handler";
import { requireId } from "@/lib/infra/api/params";
import { renewAd } from "@/lib/ads/mutations-status";

export const dynamic = "force-dynamic";

export const POST = route<{ id: string }>(
  { auth: "required", rateLimit: { name: "renew", points: 30, duration: 60, by: "user" } },
  async (_req, { params, session }) =>
    renewAd({ id: requireId(params.id, "Ad"), actor: session.user }),
);
