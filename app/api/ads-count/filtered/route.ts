// GET /api/ads-count/filtered/ – how many active ads match the filters
import { route } from "@/lib/infra/api/handler";
import { filtersFromApiQuery } from "@/lib/search/api";
import { countAds } from "@/lib/search/search";

export const dynamic = "force-dynamic";

export const GET = route(async (req) => countAds(filtersFromApiQuery(req.nextUrl.searchParams)));
