import { closeDb, getDb } from "@/lib/infra/db/client";
import { loadPricedCars } from "@/lib/pricing/store";
import { byModel, fitPrior, ModelFit } from "@/lib/pricing/model";
import { rateAllAds } from "@/lib/pricing/store";
async function main() {
  let t = performance.now();
  const cars = await loadPricedCars();
  console.log("load", cars.length, Math.round(performance.now() - t)); t = performance.now();
  const now = new Date();
  const groups = byModel(cars);
  const prior = fitPrior(groups.values(), now.getFullYear());
  console.log("prior", Math.round(performance.now() - t)); t = performance.now();
  let n = 0;
  for (const g of groups.values()) { const fit = new ModelFit(g, prior, now.getFullYear()); for (const c of g) if (c.active) { fit.rate(c, now); n++; } }
  console.log("rate", n, Math.round(performance.now() - t)); t = performance.now();
  const r = await rateAllAds(now);
  console.log("rateAll (unchanged?)", r, Math.round(performance.now() - t));
  await closeDb();
}
main();
