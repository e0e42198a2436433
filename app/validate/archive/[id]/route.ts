// POST /validate/archive/{id} – an admin archives any ad (seed 001 §6, DESIGN.md §4.3, §4.5); not localised
import { route } from "@/lib/api/handler";
import { requireId } from "@/lib/api/params";
import { archiveAd } from "@/lib/ads/mutations";

export const dynamic = "force-dynamic";

export const POST = route<{ id: string }>(
  { auth: "required", rateLimit: { name: "archive", points: 30, duration: 60, by: "user" } },
  async (_req, { params, session }) =>
    archiveAd({ id: requireId(params.id, "Ad"), actor: session.user, as: "admin" }),
);
