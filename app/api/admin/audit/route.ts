// GET /api/admin/audit/?page= – the admin audit log, newest first (admins only; read-only)
import { route } from "@/lib/infra/api/handler";
import { assertAdmin } from "@/lib/moderation/access";
import { listAuditLog } from "@/lib/moderation/queries";
import { adminPageSchema } from "@/lib/moderation/schemas";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "required" }, async (req, { session }) => {
  assertAdmin(session);
  return listAuditLog({
    page: adminPageSchema.parse(req.nextUrl.searchParams.get("page") ?? undefined),
  });
});
