// GET /api/favorites/ – the signed-in user's favourites with their cards: active first, then archived
import { route } from "@/lib/infra/api/handler";
import { listFavorites } from "@/lib/favorites/queries";
import type { FavoriteList } from "@/lib/favorites/schemas";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "required" }, async (_req, { session }): Promise<FavoriteList> => {
  const results = await listFavorites({ userId: session.user.id });
  return { results, count: results.length };
});
