// GET /api/ads/cars/{id}/ – one car ad (public fields); 404 missing or deleted, 410 archived with similar ads
import { route } from "@/lib/api/handler";
import { requireId } from "@/lib/api/params";
import { getPublicCarAd } from "@/lib/ads/detail";

export const dynamic = "force-dynamic";

export const GET = route<{ id: string }>(async (_req, { params }) =>
  getPublicCarAd(requireId(params.id, "Ad")),
);
