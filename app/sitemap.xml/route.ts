// GET /sitemap.xml – the sitemap index; read from the database per request, never at build time
import { route } from "@/lib/infra/api/handler";
import { sitemapIndex } from "@/lib/sitemaps/shards";
import { xmlResponse } from "@/lib/sitemaps/xml";

export const dynamic = "force-dynamic";

export const GET = route(async () => xmlResponse(await sitemapIndex()));
