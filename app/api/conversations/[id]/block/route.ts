// POST /api/conversations/{id}/block/ – the seller blocks the thread's buyer → { blocked: true };
// DELETE – the seller lifts the block → { blocked: false }
import { route } from "@/lib/infra/api/handler";
import { requireId } from "@/lib/infra/api/params";
import { blockThread, unblockThread } from "@/lib/messages/mutations";

export const dynamic = "force-dynamic";

export const POST = route<{ id: string }>({ auth: "required" }, async (_req, { params, session }) =>
  blockThread({ userId: session.user.id, id: requireId(params.id, "Conversation") }),
);

export const DELETE = route<{ id: string }>(
  { auth: "required" },
  async (_req, { params, session }) =>
    unblockThread({ userId: session.user.id, id: requireId(params.id, "Conversation") }),
);
