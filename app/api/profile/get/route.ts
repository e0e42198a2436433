// GET /api/profile/get/ – e-mail, verification state and the phone-code cooldown
import { route } from "@/lib/infra/api/handler";
import { getUserProfileView } from "@/lib/auth/current-user";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "required" }, async (_req, { session }) =>
  getUserProfileView(session),
);
