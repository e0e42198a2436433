// GET /sitemaps/landing.xml – make and model landing pages that have active ads
import { route } from "@/lib/infra/api/handler";
import { landingSitemap } from "@/lib/sitemaps/shards";
import { xmlResponse } from "@/lib/sitemaps/xml";

export const dynamic = "force-dynamic";

export const GET = route(async () => xmlResponse(await landingSitemap()));
