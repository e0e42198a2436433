// GET /api/messages/unsubscribe/{user}/{token}/ – the unsubscribe page's call; POST – RFC 8058
// one-click: no more e-mails about new messages → { success }
import { oneClickUnsubscribeRoute, userLinkInvalid } from "@/lib/infra/api/unsubscribe";
import { stopMessageEmails } from "@/lib/messages/unsubscribe";

export const dynamic = "force-dynamic";

export const { GET, POST } = oneClickUnsubscribeRoute<{ user: string; token: string }>(
  ({ user, token }) => stopMessageEmails(user, token),
  userLinkInvalid,
);
