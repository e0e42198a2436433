// GET /api/seller-profiles/{id}/ads/?page= – a seller's active ads, newest first, 20 per page
import { AppError } from "@/lib/infra/errors";
import { route } from "@/lib/infra/api/handler";
import { getPublicSellerProfile, getSellerAds } from "@/lib/sellers/queries";
import { pageSchema, parseProfileId } from "@/lib/sellers/schemas";

export const dynamic = "force-dynamic";

export const GET = route<{ id: string }>(async (req, { params }) => {
  const profile = await getPublicSellerProfile({ id: parseProfileId(params.id) });
  if (!profile) throw new AppError("not_found", "Seller profile not found");
  const page = pageSchema.parse(req.nextUrl.searchParams.get("page") ?? undefined);
  return getSellerAds({ sellerId: profile.id, page, count: profile.ads_count });
});
