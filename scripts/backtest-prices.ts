// npm run backtest:prices -- [--feed FILE] [--share 0.2] [--seed 1]
// The price rating's back-test (issue 30, README "Price rating"): a share of the cars held out,
// the rest fitted, each held-out car estimated as a described car; the median absolute
// percentage error, the share inside the stated fair range and the share rated, overall, per
// price band and per age band. Reads the database `npm start` uses (DATA_DIR or DATABASE_URL),
// or an import feed (README "Importing ads") with --feed.
import fs from "node:fs";
import { closeDb } from "@/lib/infra/db/client";
import { parseFeedLine } from "@/lib/import/feed";
import { backtest } from "@/lib/pricing/backtest";
import type { PricedCar } from "@/lib/pricing/features";
import { METHOD } from "@/lib/pricing/model";
import { loadPricedCars } from "@/lib/pricing/store";
import { foldKey } from "@/lib/registry/slug";
import { machineLine, printTable } from "./lib/bench-server";
import { parseCommand, runCommand } from "./lib/cli";

const USAGE = `Usage: npm run backtest:prices -- [--feed FILE] [--share 0.2] [--seed 1]

Holds out a share of the cars, estimates them from the rest and reports the median absolute
percentage error, the share inside the stated fair range and the share rated, per price and age
band. Reads the database npm start uses (DATA_DIR or DATABASE_URL), or an import feed.
  --feed FILE   an import feed (JSON lines) instead of the database
  --share S     the share of cars held out (0.2)
  --seed N      which cars are held out (1)
  --help        this text`;

const { values } = parseCommand({
  usage: USAGE,
  options: {
    feed: { type: "string" },
    share: { type: "string", default: "0.2" },
    seed: { type: "string", default: "1" },
  },
});

/** A feed's lines as cars; make and model as the feed writes them, case and diacritics aside. */
function feedCars(file: string): PricedCar[] {
  const cars: PricedCar[] = [];
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const parsed = parseFeedLine(line);
    if (!parsed.ok) continue;
    const ad = parsed.ad;
    cars.push({
      id: cars.length + 1,
      carId: null,
      make: foldKey(ad.make),
      model: foldKey(ad.model),
      generationId: null,
      year: ad.year,
      mileageKm: ad.mileage_km ?? null,
      powerKw: ad.power_kw ?? null,
      fuelType: ad.fuel ?? null,
      transmission: ad.transmission ?? null,
      driveType: ad.drive ?? null,
      bodyType: ad.body ?? null,
      condition: ad.condition ?? "used",
      equipment: ad.equipment ?? [],
      price: ad.price,
      active: true,
    });
  }
  return cars;
}

const percent = (v: number | null) => (v === null ? "–" : `${(v * 100).toFixed(1)} %`);

async function main() {
  const t0 = performance.now();
  const cars = values.feed ? feedCars(values.feed) : await loadPricedCars();
  const lines = backtest(cars, { share: Number(values.share), seed: Number(values.seed) });
  console.log(
    `Back-test of ${METHOD}: ${cars.length} ads from ${values.feed ?? "the database"}, ` +
      `${percent(Number(values.share))} of the cars held out (seed ${values.seed}), ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  console.log(`Machine: ${machineLine()}`);
  printTable(
    ["cars held out", "n", "rated", "median |error|", "inside the range"],
    lines.map((l) => [
      l.name,
      String(l.cars),
      percent(l.rated),
      percent(l.medianError),
      percent(l.inRange),
    ]),
  );
}

runCommand(main, closeDb);
