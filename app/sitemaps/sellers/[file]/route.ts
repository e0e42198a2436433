// GET /sitemaps/sellers/{n}.xml – seller pages with active ads, ids in the n-th range of 15,000
import { route } from "@/lib/infra/api/handler";
import { parseShard, sellersSitemap } from "@/lib/sitemaps/shards";
import { xmlResponse } from "@/lib/sitemaps/xml";

export const dynamic = "force-dynamic";

export const GET = route<{ file: string }>(async (_req, { params }) =>
  xmlResponse(await sellersSitemap(await parseShard("sellers", params.file))),
);
