// POST /api/conversations/{id}/report/ – either side reports the thread to the admin queue → { status }
import { readJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { requireId } from "@/lib/infra/api/params";
import { REPORT_RATE_LIMIT } from "@/lib/moderation/schemas";
import { reportThread } from "@/lib/messages/mutations";
import { reportThreadSchema } from "@/lib/messages/schemas";

export const dynamic = "force-dynamic";

export const POST = route<{ id: string }>(
  { auth: "required", rateLimit: { name: "thread-report", ...REPORT_RATE_LIMIT, by: "user" } },
  async (req, { params, session }) => {
    const id = requireId(params.id, "Conversation");
    const input = reportThreadSchema.parse(await readJson(req));
    return reportThread({ userId: session.user.id, id, input });
  },
);
