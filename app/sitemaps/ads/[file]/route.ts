// GET /sitemaps/ads/{n}.xml – active ads whose ids fall in the n-th range of 15,000
import { route } from "@/lib/infra/api/handler";
import { adsSitemap, parseShard } from "@/lib/sitemaps/shards";
import { xmlResponse } from "@/lib/sitemaps/xml";

export const dynamic = "force-dynamic";

export const GET = route<{ file: string }>(async (_req, { params }) =>
  xmlResponse(await adsSitemap(await parseShard("ads", params.file))),
);
