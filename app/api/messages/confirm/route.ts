// POST /api/messages/confirm/ { token } (and GET ?token=) – a signed-out buyer's link from the
// confirmation e-mail: the waiting message is delivered → { conversation_id, account_created }
import type { NextRequest } from "next/server";
import { readJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { clientIp } from "@/lib/infra/http/client-address";
import { limitOrThrow } from "@/lib/infra/rate-limit";
import { CONFIRM_RATE_LIMIT } from "@/lib/messages/limits";
import { confirmPendingMessage } from "@/lib/messages/pending";
import { confirmSchema } from "@/lib/messages/schemas";

export const dynamic = "force-dynamic";

// No session and no CSRF token: the random token is the credential (as an unsubscribe link's).
async function confirm(req: NextRequest, raw: unknown) {
  await limitOrThrow(`message-confirm:${clientIp(req)}`, CONFIRM_RATE_LIMIT);
  return confirmPendingMessage(confirmSchema.parse(raw).token);
}

export const GET = route(async (req) =>
  confirm(req, { token: req.nextUrl.searchParams.get("token") ?? undefined }),
);

export const POST = route(async (req) => confirm(req, await readJson(req)));
