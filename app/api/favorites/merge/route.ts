// POST /api/favorites/merge/ – the favourites saved signed out, into the account (issue 31)
import { readJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { mergeFavorites } from "@/lib/favorites/mutations";
import { mergeFavoritesSchema } from "@/lib/favorites/schemas";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    auth: "required",
    rateLimit: { name: "favorite-merge", points: 30, duration: 3600, by: "user" },
  },
  async (req, { session }) =>
    mergeFavorites({
      userId: session.user.id,
      input: mergeFavoritesSchema.parse(await readJson(req)),
    }),
);
