// POST /api/favorites/{id}/toggle/ – add the ad to the user's favourites or remove it → { status }
import { route } from "@/lib/infra/api/handler";
import { requireId } from "@/lib/infra/api/params";
import { toggleFavorite } from "@/lib/favorites/mutations";

export const dynamic = "force-dynamic";

export const POST = route<{ id: string }>(
  { auth: "required", rateLimit: { name: "favorite", points: 120, duration: 60, by: "user" } },
  async (_req, { params, session }) => ({
    status: await toggleFavorite({ userId: session.user.id, adId: requireId(params.id, "Ad") }),
  }),
);
