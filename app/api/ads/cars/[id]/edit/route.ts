// GET /api/ads/cars/{id}/edit/ – the ad with every editable field and its photos as editor entries (its seller or an admin)
import { route } from "@/lib/infra/api/handler";
import { AppError } from "@/lib/infra/errors";
import { requireId } from "@/lib/infra/api/params";
import { getEditAd } from "@/lib/ads/edit";

export const dynamic = "force-dynamic";

export const GET = route<{ id: string }>(
  {
    auth: "optional",
    rateLimit: { name: "ad-edit-read", points: 300, duration: 3600, by: "user" },
  },
  async (_req, { params, session }) => {
    // an id that names no ad is 404 for everyone, like the ad's other paths
    const id = requireId(params.id, "Ad");
    if (!session) throw new AppError("unauthorized", "Authentication required.");
    return getEditAd({ id, actor: session.user });
  },
);
