// POST /api/profile/user-consents/ – log a cookie-consent decision.
import { route } from "@/lib/infra/api/handler";
import { readJson } from "@/lib/infra/api/body";
import { consentLogSchema } from "@/lib/consent/schemas";
import { logConsent } from "@/lib/consent/mutations";
import { clientIp } from "@/lib/infra/http/client-address";
import { limitOrThrow } from "@/lib/infra/rate-limit";

export const POST = route(async (req) => {
  await limitOrThrow(`consent:${clientIp(req)}`, { points: 30, duration: 600 });
  const log = consentLogSchema.parse(await readJson(req));
  await logConsent({ log, userAgent: req.headers.get("user-agent") });
  return Response.json({ success: true }, { status: 201 });
});
