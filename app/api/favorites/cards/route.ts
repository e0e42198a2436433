// GET /api/favorites/cards/?ids=3,1 – the cards of a signed-out visitor's favourites (issue 31)
import { route } from "@/lib/infra/api/handler";
import { getFavoriteCards } from "@/lib/favorites/queries";
import { favoriteCardsQuerySchema, type FavoriteCards } from "@/lib/favorites/schemas";

export const dynamic = "force-dynamic";

export const GET = route(
  { rateLimit: { name: "favorite-cards", points: 120, duration: 60 } },
  async (req): Promise<FavoriteCards> => {
    const { ids } = favoriteCardsQuerySchema.parse({
      ids: req.nextUrl.searchParams.get("ids") ?? "",
    });
    const results = await getFavoriteCards({ ids });
    return { results, count: results.length };
  },
);
