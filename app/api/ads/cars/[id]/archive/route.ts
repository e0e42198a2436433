// POST /api/ads/cars/{id}/archive/ – the ad's seller (or an admin) archives it (DESIGN.md §4.3)
import { route } from "@/lib/api/handler";
import { requireId } from "@/lib/api/params";
import { archiveAd } from "@/lib/ads/mutations";

export const dynamic = "force-dynamic";

export const POST = route<{ id: string }>(
  { auth: "required", rateLimit: { name: "archive", points: 30, duration: 60, by: "user" } },
  async (_req, { params, session }) =>
    archiveAd({ id: requireId(params.id, "Ad"), actor: session.user }),
);
