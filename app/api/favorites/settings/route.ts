// GET/PATCH /api/favorites/settings/ – the price-drop e-mail opt-out → { price_drop_alerts }
import { readJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { updateFavoriteSettings } from "@/lib/favorites/mutations";
import { getFavoriteSettings } from "@/lib/favorites/queries";
import { favoriteSettingsSchema } from "@/lib/favorites/schemas";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "required" }, async (_req, { session }) =>
  getFavoriteSettings({ userId: session.user.id }),
);

export const PATCH = route({ auth: "required" }, async (req, { session }) =>
  updateFavoriteSettings({
    userId: session.user.id,
    settings: favoriteSettingsSchema.parse(await readJson(req)),
  }),
);
