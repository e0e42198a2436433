// GET /api/seller-profiles/simplified/{id}/ – display name, avatar and user id of a seller
import { AppError } from "@/lib/infra/errors";
import { route } from "@/lib/infra/api/handler";
import { getSimplifiedSellerProfile } from "@/lib/sellers/queries";
import { parseProfileId } from "@/lib/sellers/schemas";

export const dynamic = "force-dynamic";

export const GET = route<{ id: string }>(async (_req, { params }) => {
  const profile = await getSimplifiedSellerProfile({ id: parseProfileId(params.id) });
  if (!profile) throw new AppError("not_found", "Seller profile not found");
  return profile;
});
