// GET /locales/{lng}/translation.json – one language's interface messages (seed 000 §7)
import { route } from "@/lib/infra/api/handler";
import { cacheableJson } from "@/lib/infra/api/etag";
import { AppError } from "@/lib/infra/errors";
import { getMessagesByLocale } from "@/lib/infra/i18n/messages";

export const GET = route<{ lng: string }>(async (req, { params }) => {
  const messages = await getMessagesByLocale({ locale: params.lng });
  if (!messages) throw new AppError("not_found", "Unknown language.");
  return cacheableJson(req, messages);
});
