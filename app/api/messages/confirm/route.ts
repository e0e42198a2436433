// POST /api/messages/confirm/ { token } – the button of the page a signed-out buyer's link from the
// confirmation e-mail opens (/zpravy/potvrzeni): the waiting message is delivered →
// { conversation_id, account_created }. No GET: mail scanners follow links (Next answers 405).
import { readJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { clientIp } from "@/lib/infra/http/client-address";
import { limitOrThrow } from "@/lib/infra/rate-limit";
import { CONFIRM_RATE_LIMIT } from "@/lib/messages/limits";
import { confirmPendingMessage } from "@/lib/messages/pending";
import { confirmSchema } from "@/lib/messages/schemas";

export const dynamic = "force-dynamic";

// No session and no CSRF token: the random token is the credential (as an unsubscribe link's).
export const POST = route(async (req) => {
  await limitOrThrow(`message-confirm:${clientIp(req)}`, CONFIRM_RATE_LIMIT);
  return confirmPendingMessage(confirmSchema.parse(await readJson(req)).token);
});
