// GET /api/ads/filter/ – search active ads, 20 per page
import { route } from "@/lib/api/handler";
import { parseSearchParams } from "@/lib/search/schemas";
import { searchAds } from "@/lib/search/queries";

export const dynamic = "force-dynamic";

export const GET = route(async (req) => searchAds(parseSearchParams(req.nextUrl.searchParams)));
