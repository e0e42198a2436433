// POST /api/conversations/{id}/messages/ – a reply in the thread, by its buyer or its seller
import { NextResponse } from "next/server";
import { readJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { requireId } from "@/lib/infra/api/params";
import { MESSAGE_ROUTE_LIMIT } from "@/lib/messages/limits";
import { replyInThread } from "@/lib/messages/mutations";
import { messageSchema } from "@/lib/messages/schemas";

export const dynamic = "force-dynamic";

export const POST = route<{ id: string }>(
  { auth: "required", rateLimit: { name: "messages", ...MESSAGE_ROUTE_LIMIT, by: "user" } },
  async (req, { params, session }) => {
    const id = requireId(params.id, "Conversation");
    const { body } = messageSchema.parse(await readJson(req));
    return NextResponse.json(await replyInThread({ userId: session.user.id, id, body }), {
      status: 201,
    });
  },
);
