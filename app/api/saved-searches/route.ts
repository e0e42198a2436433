// GET /api/saved-searches/ – the user's saved searches with counts; POST – save a search
import { NextResponse } from "next/server";
import { readJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { createSavedSearch } from "@/lib/saved-searches/mutations";
import { listSavedSearches } from "@/lib/saved-searches/queries";
import { createSavedSearchSchema } from "@/lib/saved-searches/schemas";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "required" }, async (_req, { session }) =>
  listSavedSearches({ userId: session.user.id }),
);

export const POST = route(
  { auth: "required", rateLimit: { name: "saved-search", points: 60, duration: 3600, by: "user" } },
  async (req, { session }) => {
    const input = createSavedSearchSchema.parse(await readJson(req));
    const item = await createSavedSearch({ userId: session.user.id, input });
    return NextResponse.json(item, { status: 201 });
  },
);
