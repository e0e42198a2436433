// POST /api/saved-searches/{id}/mark_as_viewed/ – the user opened the search: its new count restarts
import { route } from "@/lib/infra/api/handler";
import { requireId } from "@/lib/infra/api/params";
import { markSavedSearchViewed } from "@/lib/saved-searches/mutations";

export const dynamic = "force-dynamic";

export const POST = route<{ id: string }>({ auth: "required" }, async (_req, { params, session }) =>
  markSavedSearchViewed({ userId: session.user.id, id: requireId(params.id, "Saved search") }),
);
