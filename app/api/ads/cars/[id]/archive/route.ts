// POST /api/ads/cars/{id}/archive/ – the ad's seller (saying why it ends) or an admin (with a reason) archives it (ARCHITECTURE.md §4.3)
import { z } from "zod";
import { readOptionalJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { requireId } from "@/lib/infra/api/params";
import { archiveAd } from "@/lib/ads/mutations-status";
import { SELLER_END_REASONS } from "@/lib/enums";
import { ownerArchiveSchema } from "@/lib/moderation/schemas";

export const dynamic = "force-dynamic";

/**
 * The seller sends why the ad ends (`endReason`, issue 32: required for their own ad, archiveAd
 * refuses it missing); an admin on someone else's ad sends the reason instead.
 */
const bodySchema = ownerArchiveSchema.extend({
  endReason: z.enum(SELLER_END_REASONS, { error: "endReasons.errors.required" }).optional(),
});

export const POST = route<{ id: string }>(
  { auth: "required", rateLimit: { name: "archive", points: 30, duration: 60, by: "user" } },
  async (req, { params, session }) => {
    const input = bodySchema.parse(await readOptionalJson(req));
    return archiveAd({ id: requireId(params.id, "Ad"), actor: session.user, ...input });
  },
);
