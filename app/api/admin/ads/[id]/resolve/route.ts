// POST /api/admin/ads/{id}/resolve/ – archive the reported ad or dismiss its reports (admins only)
import { readJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { requireId } from "@/lib/infra/api/params";
import { assertAdmin } from "@/lib/moderation/access";
import { resolveAd } from "@/lib/moderation/mutations";
import { resolveSchema } from "@/lib/moderation/schemas";

export const dynamic = "force-dynamic";

export const POST = route<{ id: string }>(
  { auth: "required", rateLimit: { name: "admin-resolve", points: 120, duration: 60, by: "user" } },
  async (req, { params, session }) => {
    assertAdmin(session);
    const adId = requireId(params.id, "Ad");
    const input = resolveSchema.parse(await readJson(req));
    return resolveAd({ adId, ...input, actor: session.user });
  },
);
