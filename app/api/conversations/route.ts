// GET /api/conversations/?page=&role= – the user's threads as buyer and seller (or one role),
// newest activity first
import { route } from "@/lib/infra/api/handler";
import { listConversations } from "@/lib/messages/queries";
import { conversationsPageSchema, threadRoleSchema } from "@/lib/messages/schemas";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "required" }, async (req, { session }) =>
  listConversations({
    userId: session.user.id,
    page: conversationsPageSchema.parse(req.nextUrl.searchParams.get("page") ?? undefined),
    role: threadRoleSchema.parse(req.nextUrl.searchParams.get("role")),
  }),
);
