// GET /api/conversations/unread-count/ – the threads with unread messages (the inbox badge)
import { route } from "@/lib/infra/api/handler";
import { unreadCount } from "@/lib/messages/queries";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "required" }, async (_req, { session }) => ({
  unread_count: await unreadCount({ userId: session.user.id }),
}));
