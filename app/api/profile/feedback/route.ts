// POST /api/profile/feedback/ – the contact form: store the message, queue it to the inbox.
import { route } from "@/lib/infra/api/handler";
import { readJson } from "@/lib/infra/api/body";
import { FEEDBACK_RATE_LIMIT, feedbackSchema } from "@/lib/feedback/schemas";
import { createFeedback } from "@/lib/feedback/mutations";
import { clientIp } from "@/lib/infra/http/client-address";
import { limitOrThrow } from "@/lib/infra/rate-limit";

export const POST = route(async (req) => {
  const ip = clientIp(req);
  await limitOrThrow(`feedback:${ip}`, FEEDBACK_RATE_LIMIT);
  const input = feedbackSchema.parse(await readJson(req));
  // A filled honeypot gets the same answer as a person, and nothing is stored or sent.
  if (input.website) return { success: true };
  await createFeedback({ input, ipAddress: ip });
  return { success: true };
});
