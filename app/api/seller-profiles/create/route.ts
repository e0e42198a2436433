// POST /api/seller-profiles/create/ (multipart) – the signed-in user's seller profile
import { route } from "@/lib/infra/api/handler";
import { readSellerProfileForm, SELLER_PROFILE_UPLOAD } from "@/lib/sellers/form";
import { assertNoSellerProfile, createSellerProfile } from "@/lib/sellers/mutations";
import { createSellerProfileSchema } from "@/lib/sellers/schemas";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    auth: "required",
    rateLimit: { name: "seller-profile", points: 30, duration: 3600, by: "user" },
    multipart: SELLER_PROFILE_UPLOAD,
  },
  async (req, { session, form }) => {
    await assertNoSellerProfile({ userId: session.user.id });
    const { fields, avatar } = readSellerProfileForm(await form(), createSellerProfileSchema);
    return createSellerProfile({ user: session.user, fields, avatar });
  },
);
