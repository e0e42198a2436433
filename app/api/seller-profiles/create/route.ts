// POST /api/seller-profiles/create/ (multipart) – the signed-in user's seller profile
import { route } from "@/lib/api/handler";
import { readSellerProfileForm } from "@/lib/sellers/form";
import { createSellerProfile } from "@/lib/sellers/mutations";
import { createSellerProfileSchema } from "@/lib/sellers/schemas";

export const dynamic = "force-dynamic";

export const POST = route(
  { auth: "required", rateLimit: { name: "seller-profile", points: 30, duration: 3600, by: "user" } },
  async (req, { session }) => {
    const { fields, avatar } = await readSellerProfileForm(req, createSellerProfileSchema);
    return createSellerProfile({ user: session.user, fields, avatar });
  },
);
