// GET /api/seller-profiles/{id}/contact/?ad= – a verified seller's contact for signed-in users; every reveal is logged
import { route } from "@/lib/infra/api/handler";
import { parseId, requireId } from "@/lib/infra/api/params";
import { revealSellerContact } from "@/lib/sellers/contact";

export const dynamic = "force-dynamic";

export const GET = route<{ id: string }>(
  { auth: "required", rateLimit: { name: "contact", points: 30, duration: 3600, by: "user" } },
  async (req, { params, session, ip }) => {
    const res = Response.json(
      await revealSellerContact({
        profileId: requireId(params.id, "Seller profile"),
        viewerUserId: session.user.id,
        adId: parseId(req.nextUrl.searchParams.get("ad")),
        ip,
      }),
    );
    res.headers.set("cache-control", "private, no-store");
    return res;
  },
);
