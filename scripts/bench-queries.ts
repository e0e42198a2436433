// Realistic filter mixes for `npm run bench` and `npm run explain:search`.
const item = (o: object) => `catalog_filter=${encodeURIComponent(JSON.stringify(o))}`;

export const BENCH_QUERIES: Record<string, string> = {
  "all, newest": "",
  "all, page 50": "page=50",
  "all, page 500": "page=500",
  "all, cheapest": "ordering=price",
  "make, newest": item({ make: "Škoda" }),
  "make+model, cheapest": `${item({ make: "Škoda", model: "Octavia" })}&ordering=price`,
  "two models, diesel, auto": `${item({ make: "Škoda", model: "Octavia" })}&${item({ make: "Volkswagen", model: "Golf" })}&fuel_type=diesel&transmission=automatic`,
  "price+year range, by km": "min_price=200000&max_price=500000&min_year=2015&ordering=mileage_km",
  "power+mileage, -year": "min_power_kw=100&max_mileage=100000&ordering=-year",
  "new, vat refund": "condition=new&vat_refund=true",
  "electric, -price": "fuel_type=electric&ordering=-price",
  "rare: old + cheap + auto": "max_year=2005&max_price=60000&transmission=automatic&ordering=-year",
};
