// PUT /api/seller-profiles/my/update/ (multipart) – change the signed-in user's seller profile
import { route } from "@/lib/infra/api/handler";
import { readSellerProfileForm, SELLER_PROFILE_UPLOAD } from "@/lib/sellers/form";
import { requireSellerProfile, updateSellerProfile } from "@/lib/sellers/mutations";
import { sellerProfileFields } from "@/lib/sellers/schemas";

export const dynamic = "force-dynamic";

export const PUT = route(
  {
    auth: "required",
    rateLimit: { name: "seller-profile", points: 30, duration: 3600, by: "user" },
    multipart: SELLER_PROFILE_UPLOAD,
  },
  async (req, { session, form }) => {
    const current = await requireSellerProfile({ userId: session.user.id });
    const { fields, avatar } = readSellerProfileForm(await form(), sellerProfileFields);
    return updateSellerProfile({ user: session.user, current, fields, avatar });
  },
);
