// GET /api/seller-profiles/{id}/ – a seller's public profile and active ad count (no contact details)
import { AppError } from "@/lib/infra/errors";
import { route } from "@/lib/infra/api/handler";
import { getPublicSellerProfile } from "@/lib/sellers/queries";
import { parseProfileId } from "@/lib/sellers/schemas";

export const dynamic = "force-dynamic";

export const GET = route<{ id: string }>(async (_req, { params }) => {
  const profile = await getPublicSellerProfile({ id: parseProfileId(params.id) });
  if (!profile) throw new AppError("not_found", "Seller profile not found");
  return profile;
});
