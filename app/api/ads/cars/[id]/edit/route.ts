// GET /api/ads/cars/{id}/edit/ – the ad with every editable field and its photos as editor entries (its seller or an admin)
import { route } from "@/lib/api/handler";
import { requireId } from "@/lib/api/params";
import { getEditAd } from "@/lib/ads/edit";

export const dynamic = "force-dynamic";

export const GET = route<{ id: string }>(
  {
    auth: "required",
    rateLimit: { name: "ad-edit-read", points: 300, duration: 3600, by: "user" },
  },
  async (_req, { params, session }) =>
    getEditAd({ id: requireId(params.id, "Ad"), actor: session.user }),
);
