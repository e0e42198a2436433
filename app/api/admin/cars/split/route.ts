// POST /api/admin/cars/split/ – take a listing out of its car; matching never joins them again (admins only)
import { readJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { splitFromCar } from "@/lib/cars/split";
import { splitSchema } from "@/lib/cars/schemas";
import { assertAdmin } from "@/lib/moderation/access";

export const dynamic = "force-dynamic";

export const POST = route(
  { auth: "required", rateLimit: { name: "admin-split", points: 120, duration: 60, by: "user" } },
  async (req, { session }) => {
    assertAdmin(session);
    const { ad_id } = splitSchema.parse(await readJson(req));
    return splitFromCar({ adId: ad_id, adminUserId: session.user.id });
  },
);
