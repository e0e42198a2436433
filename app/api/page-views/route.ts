// POST /api/page-views/ – first-party page view, stored only with analytics consent.
import { route } from "@/lib/infra/api/handler";
import { readJson } from "@/lib/infra/api/body";
import { pageViewSchema } from "@/lib/analytics/schemas";
import { recordPageView } from "@/lib/analytics/mutations";
import { CONSENT_COOKIE, parseConsent } from "@/lib/consent/schemas";
import { clientIp } from "@/lib/infra/http/client-address";
import { limitOrThrow } from "@/lib/infra/rate-limit";

export const POST = route(async (req) => {
  const view = pageViewSchema.parse(await readJson(req));
  // The server enforces the consent the banner asked for, whatever a client sends.
  const consent = parseConsent(req.cookies.get(CONSENT_COOKIE)?.value);
  if (!consent?.analytics) return { recorded: false };
  await limitOrThrow(`pageview:${clientIp(req)}`, { points: 120, duration: 60 });
  await recordPageView({ view, consentId: consent.id });
  return Response.json({ recorded: true }, { status: 201 });
});
