// POST /validate/archive/{id} – an admin archives any ad, with a reason (seed 001 §6, ARCHITECTURE.md §4.3, §4.5); not localised
import { readJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { requireId } from "@/lib/infra/api/params";
import { archiveAd } from "@/lib/ads/mutations-status";
import { assertAdmin } from "@/lib/moderation/access";
import { adminArchiveSchema } from "@/lib/moderation/schemas";

export const dynamic = "force-dynamic";

export const POST = route<{ id: string }>(
  { auth: "required", rateLimit: { name: "archive", points: 30, duration: 60, by: "user" } },
  async (req, { params, session }) => {
    // a non-admin learns nothing about the body's rules
    assertAdmin(session);
    const { reason } = adminArchiveSchema.parse(await readJson(req));
    return archiveAd({ id: requireId(params.id, "Ad"), actor: session.user, as: "admin", reason });
  },
);
