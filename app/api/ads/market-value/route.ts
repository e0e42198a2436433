// GET /api/ads/market-value/?make=…&model=…&year=…[&mileage_km&power_kw&fuel_type&transmission
// &drive_type&body_type&condition&equipment&generation_id&price&ad_id] – the market value of a
// described car, an edited ad's own car left out (README "Price rating"); 400 naming a malformed
// parameter; null when the market is not known yet
import { route } from "@/lib/infra/api/handler";
import { marketValue, marketValueQuerySchema } from "@/lib/pricing/market-value";

export const dynamic = "force-dynamic";

export const GET = route(
  { rateLimit: { name: "market-value", points: 240, duration: 60 } },
  async (req) =>
    marketValue(
      marketValueQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams.entries())),
    ),
);
