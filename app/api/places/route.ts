// GET /api/places/?q= – Czech place suggestions for location pickers
import { route } from "@/lib/infra/api/handler";
import { suggestPlaces } from "@/lib/places/suggest";

export const dynamic = "force-dynamic";

export const GET = route(async (req) => {
  const q = (req.nextUrl.searchParams.get("q") ?? "").slice(0, 100);
  return { results: suggestPlaces({ q }) };
});
