// GET /sitemaps/static.xml – home, about, terms, privacy policy, FAQ and contact in every language
import { route } from "@/lib/infra/api/handler";
import { staticSitemap } from "@/lib/sitemaps/shards";
import { xmlResponse } from "@/lib/sitemaps/xml";

export const dynamic = "force-dynamic";

export const GET = route(async () => xmlResponse(await staticSitemap()));
