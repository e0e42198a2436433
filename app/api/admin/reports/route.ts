// GET /api/admin/reports/?kind=reports|vin|threads&page= – the moderation queue (admins only);
// threads: the reported message threads (issue 31), a kind of their own beside the ads'
import { route } from "@/lib/infra/api/handler";
import { listThreadReports } from "@/lib/messages/admin";
import { assertAdmin } from "@/lib/moderation/access";
import { listReportQueue, listVinFlags } from "@/lib/moderation/queries";
import { adminPageSchema, queueKindSchema } from "@/lib/moderation/schemas";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "required" }, async (req, { session }) => {
  assertAdmin(session);
  const q = req.nextUrl.searchParams;
  const page = adminPageSchema.parse(q.get("page") ?? undefined);
  if (q.get("kind") === "threads") return listThreadReports({ page });
  return queueKindSchema.parse(q.get("kind") ?? undefined) === "vin"
    ? listVinFlags({ page })
    : listReportQueue({ page });
});
