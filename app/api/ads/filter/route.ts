// GET /api/ads/filter/ – search active ads, 20 per page, with the exact count
import { route } from "@/lib/infra/api/handler";
import { filtersFromApiQuery } from "@/lib/search/api";
import { searchAds } from "@/lib/search/search";

export const dynamic = "force-dynamic";

export const GET = route(async (req) => searchAds(filtersFromApiQuery(req.nextUrl.searchParams)));
