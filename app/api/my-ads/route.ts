// GET /api/my-ads/?page= – the signed-in seller's ads with their status, 20 per page
import { route } from "@/lib/infra/api/handler";
import { getMyAds } from "@/lib/sellers/queries";
import { pageSchema } from "@/lib/sellers/schemas";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "required" }, async (req, { session }) =>
  getMyAds({
    userId: session.user.id,
    page: pageSchema.parse(req.nextUrl.searchParams.get("page") ?? undefined),
  }),
);
