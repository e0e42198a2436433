// GET /api/favorites/ids/ – the ids of the signed-in user's favourite ads
import { route } from "@/lib/infra/api/handler";
import { getFavoriteIds } from "@/lib/favorites/queries";
import type { FavoriteIds } from "@/lib/favorites/schemas";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "required" }, async (_req, { session }): Promise<FavoriteIds> => ({
  favorite_ids: await getFavoriteIds({ userId: session.user.id }),
}));
