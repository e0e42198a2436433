// GET /api/profile/stats-emails/unsubscribe/{user}/{token}/ – the unsubscribe page's call; POST –
// RFC 8058 one-click: no more weekly statistics e-mails → { success }
import { oneClickUnsubscribeRoute, userLinkInvalid } from "@/lib/infra/api/unsubscribe";
import { stopStatsEmails } from "@/lib/stats/weekly-email";

export const dynamic = "force-dynamic";

export const { GET, POST } = oneClickUnsubscribeRoute<{ user: string; token: string }>(
  ({ user, token }) => stopStatsEmails(user, token),
  userLinkInvalid,
);
