// PATCH /api/saved-searches/{id}/ – change the alert frequency; DELETE – remove the saved search
import { readJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { requireId } from "@/lib/infra/api/params";
import { deleteSavedSearch, updateSavedSearchFrequency } from "@/lib/saved-searches/mutations";
import { patchSavedSearchSchema } from "@/lib/saved-searches/schemas";

export const dynamic = "force-dynamic";

export const PATCH = route<{ id: string }>(
  { auth: "required" },
  async (req, { params, session }) => {
    const id = requireId(params.id, "Saved search");
    const input = patchSavedSearchSchema.parse(await readJson(req));
    return updateSavedSearchFrequency({
      userId: session.user.id,
      id,
      frequency: input.notification_frequency,
    });
  },
);

export const DELETE = route<{ id: string }>(
  { auth: "required" },
  async (_req, { params, session }) => {
    await deleteSavedSearch({ userId: session.user.id, id: requireId(params.id, "Saved search") });
    return new Response(null, { status: 204 });
  },
);
