// npm run backtest:prices -- [--feed FILE] [--share 0.2] [--seed 1]
// The price rating's back-test (issue 30, README "Price rating"): a share of the cars held out,
// the rest fitted, each held-out car estimated as a described car; the median absolute
// percentage error, the share inside the stated fair range and the share rated, overall, per
// price band and per age band. Reads the database `npm start` uses (DATA_DIR or DATABASE_URL),
// or an import feed (README "Importing ads") with --feed.
import fs from "node:fs";
import { closeDb, getDb } from "@/lib/infra/db/client";
import { migrateDb } from "@/lib/infra/db/migrate";
import { adColumns, nameMatcher } from "@/lib/import/columns";
import { parseFeedLine } from "@/lib/import/feed";
import { backtest } from "@/lib/pricing/backtest";
import type { PricedCar } from "@/lib/pricing/features";
import { METHOD } from "@/lib/pricing/model";
import { loadPricedCars } from "@/lib/pricing/store";
import { syncRegistry } from "@/lib/registry/sync";
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

/**
 * A feed's lines as cars, mapped as `npm run import` maps them (lib/import/columns.ts): make and
 * model as the registry knows them, every other fact as the ad's column would hold it.
 */
async function feedCars(file: string): Promise<PricedCar[]> {
  // the registry the names are matched against, as the import has it
  await migrateDb();
  await syncRegistry(getDb());
  const matchName = nameMatcher();
  const cars: PricedCar[] = [];
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const parsed = parseFeedLine(line);
    if (!parsed.ok) continue;
    const name = await matchName(parsed.ad.make, parsed.ad.model);
    const c = adColumns(parsed.ad, { source: "other", name, sellerProfileId: null });
    cars.push({
      id: cars.length + 1,
      carId: null,
      make: c.make,
      model: c.model,
      generationId: null,
      year: c.year,
      mileageKm: c.mileageKm,
      powerKw: c.powerKw,
      fuelType: c.fuelType,
      transmission: c.transmission,
      driveType: c.driveType,
      bodyType: c.bodyType,
      condition: c.condition,
      equipment: c.equipment,
      price: c.price,
      active: true,
    });
  }
  return cars;
}

const percent = (v: number | null) => (v === null ? "–" : `${(v * 100).toFixed(1)} %`);

async function main() {
  const t0 = performance.now();
  const cars = values.feed ? await feedCars(values.feed) : await loadPricedCars();
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
