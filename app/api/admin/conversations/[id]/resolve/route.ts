// POST /api/admin/conversations/{id}/resolve/ – a reported thread: archive its ad or dismiss the
// report (admins only; the body of the ads' resolve, `kind` ignored)
import { readJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { requireId } from "@/lib/infra/api/params";
import { resolveThreadReport } from "@/lib/messages/admin";
import { assertAdmin } from "@/lib/moderation/access";
import { resolveSchema } from "@/lib/moderation/schemas";

export const dynamic = "force-dynamic";

export const POST = route<{ id: string }>(
  { auth: "required", rateLimit: { name: "admin-resolve", points: 120, duration: 60, by: "user" } },
  async (req, { params, session }) => {
    assertAdmin(session);
    const id = requireId(params.id, "Conversation");
    const { action, ...rest } = resolveSchema.parse(await readJson(req));
    return resolveThreadReport({
      id,
      action,
      reason: "reason" in rest ? rest.reason : undefined,
      actor: session.user,
    });
  },
);
