// GET /api/profile/stats-emails/unsubscribe/{user}/{token}/ – the unsubscribe page's call; POST –
// RFC 8058 one-click: no more weekly statistics e-mails → { success }
import type { NextRequest } from "next/server";
import { route } from "@/lib/infra/api/handler";
import { clientIp } from "@/lib/infra/http/client-address";
import { limitOrThrow } from "@/lib/infra/rate-limit";
import {
  isOneClickBody,
  UNSUBSCRIBE_RATE_LIMIT,
  unsubscribeInvalid,
} from "@/lib/saved-searches/unsubscribe";
import { stopStatsEmails } from "@/lib/stats/weekly-email";

export const dynamic = "force-dynamic";

type Params = { user: string; token: string };

// No session and no CSRF token: the HMAC token in the path is the credential (ARCHITECTURE.md §4.10).
async function unsubscribe(req: NextRequest, params: Params) {
  await limitOrThrow(`unsubscribe:${clientIp(req)}`, UNSUBSCRIBE_RATE_LIMIT);
  return stopStatsEmails(params.user, params.token);
}

export const GET = route<Params>(async (req, { params }) => unsubscribe(req, params));

export const POST = route<Params>(async (req, { params }) => {
  if (!(await isOneClickBody(req))) throw unsubscribeInvalid();
  return unsubscribe(req, params);
});
