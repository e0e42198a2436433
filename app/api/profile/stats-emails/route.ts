// GET/PATCH /api/profile/stats-emails/ – the weekly statistics e-mail on or off → { stats_emails }
import { z } from "zod";
import { readJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { getStatsEmailSetting, setStatsEmails } from "@/lib/stats/weekly-email";

export const dynamic = "force-dynamic";

const settingSchema = z.object({ stats_emails: z.boolean({ message: "Must be true or false." }) });

export const GET = route({ auth: "required" }, async (_req, { session }) =>
  getStatsEmailSetting(session.user.id),
);

export const PATCH = route({ auth: "required" }, async (req, { session }) =>
  setStatsEmails(session.user.id, settingSchema.parse(await readJson(req)).stats_emails),
);
