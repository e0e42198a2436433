// POST /api/ads/cars/{id}/archive/ – the ad's seller (or an admin, with a reason) archives it (ARCHITECTURE.md §4.3)
import { readOptionalJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { requireId } from "@/lib/infra/api/params";
import { archiveAd } from "@/lib/ads/mutations";
import { ownerArchiveSchema } from "@/lib/moderation/schemas";

export const dynamic = "force-dynamic";

export const POST = route<{ id: string }>(
  { auth: "required", rateLimit: { name: "archive", points: 30, duration: 60, by: "user" } },
  async (req, { params, session }) => {
    // the seller's own archive sends no body; an admin's carries the reason
    const input = ownerArchiveSchema.parse(await readOptionalJson(req));
    return archiveAd({ id: requireId(params.id, "Ad"), actor: session.user, ...input });
  },
);
