// DELETE /api/ads/draft-photos/{id}/ – removes one of the signed-in user's draft photos
import { route } from "@/lib/infra/api/handler";
import { deleteDraftPhoto } from "@/lib/ads/draft-photos";

export const dynamic = "force-dynamic";

export const DELETE = route<{ id: string }>(
  {
    auth: "required",
    rateLimit: { name: "draft-photo-delete", points: 600, duration: 3600, by: "user" },
  },
  async (_req, { params, session }) => deleteDraftPhoto({ userId: session.user.id, id: params.id }),
);
