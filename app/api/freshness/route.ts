// POST /api/freshness/ – the one-click answer of the "still for sale?" e-mail (keep or sold)
import { route } from "@/lib/infra/api/handler";
import { readJson } from "@/lib/infra/api/body";
import { answerFreshness, FRESHNESS_RATE_LIMIT } from "@/lib/freshness/answer";
import { freshnessAnswerSchema } from "@/lib/freshness/schemas";
import { clientIp } from "@/lib/infra/http/client-address";
import { limitOrThrow } from "@/lib/infra/rate-limit";

export const dynamic = "force-dynamic";

// No session and no CSRF token, as the unsubscribe link's API: the signed token in the body is the
// credential, and a JSON body (which another site's plain form cannot send) carries it.
export const POST = route(async (req) => {
  await limitOrThrow(`freshness:${clientIp(req)}`, FRESHNESS_RATE_LIMIT);
  return answerFreshness(freshnessAnswerSchema.parse(await readJson(req)));
});
