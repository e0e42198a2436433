// GET /api/saved-searches/{ids}/unsubscribe/{token}/ – the unsubscribe page's call; POST – RFC 8058 one-click
import type { NextRequest } from "next/server";
import { route } from "@/lib/infra/api/handler";
import { clientIp } from "@/lib/infra/http/client-address";
import { limitOrThrow } from "@/lib/infra/rate-limit";
import { unsubscribeSavedSearches } from "@/lib/saved-searches/mutations";
import {
  isOneClickBody,
  UNSUBSCRIBE_RATE_LIMIT,
  unsubscribeInvalid,
} from "@/lib/saved-searches/unsubscribe";

export const dynamic = "force-dynamic";

type Params = { id: string; token: string };

// No session and no CSRF token: the HMAC token in the path is the credential (ARCHITECTURE.md §4.10).
async function unsubscribe(req: NextRequest, params: Params) {
  await limitOrThrow(`unsubscribe:${clientIp(req)}`, UNSUBSCRIBE_RATE_LIMIT);
  const answer = await unsubscribeSavedSearches({ rawIds: params.id, token: params.token });
  if (!answer) throw unsubscribeInvalid();
  return answer;
}

export const GET = route<Params>(async (req, { params }) => unsubscribe(req, params));

export const POST = route<Params>(async (req, { params }) => {
  if (!(await isOneClickBody(req))) throw unsubscribeInvalid();
  return unsubscribe(req, params);
});
