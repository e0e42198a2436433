// GET /api/admin/reports/?kind=reports|vin&page= – the moderation queue (admins only)
import { route } from "@/lib/infra/api/handler";
import { assertAdmin } from "@/lib/moderation/access";
import { listReportQueue, listVinFlags } from "@/lib/moderation/queries";
import { adminPageSchema, queueKindSchema } from "@/lib/moderation/schemas";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "required" }, async (req, { session }) => {
  assertAdmin(session);
  const q = req.nextUrl.searchParams;
  const page = adminPageSchema.parse(q.get("page") ?? undefined);
  return queueKindSchema.parse(q.get("kind") ?? undefined) === "vin"
    ? listVinFlags({ page })
    : listReportQueue({ page });
});
