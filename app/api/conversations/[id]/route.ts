// GET /api/conversations/{id}/ – one thread with its messages, marked read for the reader
import { route } from "@/lib/infra/api/handler";
import { requireId } from "@/lib/infra/api/params";
import { getConversation } from "@/lib/messages/queries";

export const dynamic = "force-dynamic";

export const GET = route<{ id: string }>({ auth: "required" }, async (_req, { params, session }) =>
  getConversation({ userId: session.user.id, id: requireId(params.id, "Conversation") }),
);
