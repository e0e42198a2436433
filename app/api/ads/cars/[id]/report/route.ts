// POST /api/ads/cars/{id}/report/ – a signed-in user reports an active ad → 201 reported | 200 already_reported
import { NextResponse } from "next/server";
import { readJson } from "@/lib/infra/api/body";
import { route } from "@/lib/infra/api/handler";
import { requireId } from "@/lib/infra/api/params";
import { reportAd } from "@/lib/moderation/mutations";
import { REPORT_RATE_LIMIT, reportSchema } from "@/lib/moderation/schemas";

export const dynamic = "force-dynamic";

export const POST = route<{ id: string }>(
  { auth: "required", rateLimit: { name: "report", ...REPORT_RATE_LIMIT, by: "user" } },
  async (req, { params, session }) => {
    const adId = requireId(params.id, "Ad");
    const input = reportSchema.parse(await readJson(req));
    const status = await reportAd({ user: session.user, adId, ...input });
    return NextResponse.json({ status }, { status: status === "reported" ? 201 : 200 });
  },
);
