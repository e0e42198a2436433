// POST /api/conversations/{id}/block/ – the seller blocks the thread's buyer → { blocked }
import { route } from "@/lib/infra/api/handler";
import { requireId } from "@/lib/infra/api/params";
import { blockThread } from "@/lib/messages/mutations";

export const dynamic = "force-dynamic";

export const POST = route<{ id: string }>({ auth: "required" }, async (_req, { params, session }) =>
  blockThread({ userId: session.user.id, id: requireId(params.id, "Conversation") }),
);
