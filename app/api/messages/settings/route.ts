// GET/PATCH /api/messages/settings/ – the e-mails about new messages on or off → { message_emails }
import { readJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { messageSettingsSchema } from "@/lib/messages/schemas";
import { getMessageSettings, updateMessageSettings } from "@/lib/messages/unsubscribe";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "required" }, async (_req, { session }) =>
  getMessageSettings(session.user.id),
);

export const PATCH = route({ auth: "required" }, async (req, { session }) =>
  updateMessageSettings(session.user.id, messageSettingsSchema.parse(await readJson(req))),
);
