// PUT /api/seller-profiles/my/update/ (multipart) – change the signed-in user's seller profile
import { route } from "@/lib/api/handler";
import { readSellerProfileForm } from "@/lib/sellers/form";
import { updateSellerProfile } from "@/lib/sellers/mutations";
import { sellerProfileFields } from "@/lib/sellers/schemas";

export const dynamic = "force-dynamic";

export const PUT = route(
  { auth: "required", rateLimit: { name: "seller-profile", points: 30, duration: 3600, by: "user" } },
  async (req, { session }) => {
    const { fields, avatar } = await readSellerProfileForm(req, sellerProfileFields);
    return updateSellerProfile({ user: session.user, fields, avatar });
  },
);
