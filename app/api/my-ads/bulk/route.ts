// POST /api/my-ads/bulk/ – the signed-in seller archives (with a reason), renews or reprices up to
// 100 of their own ads at once (issue 32); one result per id (lib/ads/mutations-bulk.ts)
import { applyBulkAction } from "@/lib/ads/mutations-bulk";
import { readJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { bulkRequestSchema } from "@/lib/sellers/bulk";
import { getSellerProfileByUser } from "@/lib/sellers/queries";

export const dynamic = "force-dynamic";

export const POST = route(
  { auth: "required", rateLimit: { name: "my-ads-bulk", points: 20, duration: 60, by: "user" } },
  async (req, { session }) => {
    const request = bulkRequestSchema.parse(await readJson(req));
    const profile = await getSellerProfileByUser({ userId: session.user.id });
    return applyBulkAction({
      actor: session.user,
      sellerProfileId: profile?.id ?? null,
      request,
    });
  },
);
