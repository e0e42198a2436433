// POST /api/ads/create/ (multipart) – publish the signed-in seller's ad with its photos
import { route } from "@/lib/infra/api/handler";
import { runOnce } from "@/lib/infra/api/idempotency";
import { parseMultipart } from "@/lib/infra/api/multipart";
import { spoolToDisk } from "@/lib/infra/api/spool";
import { AD_UPLOAD } from "@/lib/ads/upload";
import { publishAd } from "@/lib/ads/publish";
import { requireSellerProfile } from "@/lib/sellers/mutations";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    auth: "required",
    rateLimit: { name: "ad-create", points: 20, duration: 24 * 3600, by: "user" },
  },
  async (req, { session }) => {
    const profile = await requireSellerProfile({ userId: session.user.id });
    const result = await runOnce(
      `ad-create:${session.user.id}`,
      req.headers.get("idempotency-key"),
      async () => {
        const spool = spoolToDisk();
        try {
          const { fields, files } = await parseMultipart(req, AD_UPLOAD, spool.sink);
          return await publishAd({
            userId: session.user.id,
            sellerProfileId: profile.id,
            fields,
            files,
          });
        } finally {
          await spool.cleanup();
        }
      },
    );
    return Response.json(result, { status: 201 });
  },
);
