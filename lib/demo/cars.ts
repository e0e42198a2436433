// One car, several listings in the demo (issue 17): a few cars relisted by their seller after an
// earlier listing at a lower price was archived (a price rise a relist would hide), and a few own
// ads whose car is also in the bazos or facebook feed under the same VIN (another seller's name, a
// price a few per cent away). The matching joins them by VIN; these only make the data.
import type { AdPhoto } from "@/lib/ads/mutations";
import type { BulkAd, BulkPriceHistory } from "@/lib/ads/mutations-bulk";
import type { DemoFeedAd } from "./feed";
import { chance, randInt, type Rng } from "./random";

const DAY = 86_400_000;

export interface DemoRow {
  row: BulkAd;
  photos: AdPhoto[];
  history: BulkPriceHistory | null;
}

const relistable = (r: DemoRow) =>
  r.row.source === "own" && r.row.status === "active" && !!r.row.vinNumber;

/**
 * Turns `count` own ads of the batch into earlier listings of other own ads' cars: the same car,
 * seller and photos, archived, listed 40 to 120 days before the current listing, 3 to 10 % cheaper.
 * Archived own ads are taken first, so the batch's mix of statuses stays as drawn.
 */
export function relistCars(batch: DemoRow[], count: number, rng: Rng): number {
  const taken = new Set<DemoRow>();
  let made = 0;
  for (let k = 0; k < count; k++) {
    const current = batch.filter((r) => relistable(r) && !taken.has(r));
    if (current.length === 0) break;
    const now = current[randInt(rng, 0, current.length - 1)];
    taken.add(now);
    const others = batch.filter((r) => r.row.source === "own" && !taken.has(r));
    const archived = others.filter((r) => r.row.status === "archived");
    const from = archived.length ? archived : others.filter((r) => r.row.status === "active");
    if (from.length === 0) break;
    const earlier = from[randInt(rng, 0, from.length - 1)];
    taken.add(earlier);
    const listed = now.row.createdDate.getTime() - randInt(rng, 40, 120) * DAY;
    const ended = new Date(listed + randInt(rng, 5, 30) * DAY);
    const price = Math.max(
      15_000,
      Math.round((now.row.price! * (1 - randInt(rng, 3, 10) / 100)) / 1000) * 1000,
    );
    earlier.row = {
      ...now.row,
      price: price < now.row.price! ? price : now.row.price! - 1000,
      // fewer kilometres then
      mileageKm:
        now.row.mileageKm == null ? null : Math.max(0, now.row.mileageKm - randInt(rng, 500, 3000)),
      status: "archived",
      realDate: new Date(listed),
      createdDate: new Date(listed),
      updatedDate: ended,
      checkedAt: ended,
    };
    earlier.photos = now.photos;
    earlier.history = null;
    made++;
  }
  return made;
}

/** An own ad as the cross-listing copies it into a feed line. */
export interface OwnCar {
  id: number;
  title: string;
  make: string;
  model: string;
  year: number;
  price: number;
  mileageKm: number | null;
  powerKw: number | null;
  fuelType: string | null;
  transmission: string | null;
  bodyType: string | null;
  driveType: string | null;
  condition: string;
  vinNumber: string;
  generation: string | null;
  variant: string | null;
  numberOfOwners: number | null;
  purchaseCountry: string | null;
  photoKeys: string[];
}

/**
 * Gives `count` feed lines the cars of these own ads (each once, the first ones first): the same
 * VIN, make, model, year, equipment and photos, a price within ±5 % (never the same) and a few
 * more kilometres; the line keeps its source seller, place and dates. Answers the own ad ids used.
 */
export function crossListCars(
  feed: DemoFeedAd[],
  own: OwnCar[],
  count: number,
  rng: Rng,
  { photoUrl, describe }: { photoUrl: (key: string) => string; describe: (car: OwnCar) => string },
): number[] {
  const used: number[] = [];
  const lines = feed.filter((f) => !f.gone);
  for (let k = 0; k < count && k < own.length && lines.length; k++) {
    const car = own[k];
    const [f] = lines.splice(randInt(rng, 0, lines.length - 1), 1);
    const step = randInt(rng, 1, 5) / 100;
    const price = Math.round((car.price * (chance(rng, 0.5) ? 1 + step : 1 - step)) / 100) * 100;
    const opt = <T>(v: T | null) => v ?? undefined;
    f.line = {
      ...f.line,
      title: car.title,
      make: car.make,
      model: car.model,
      year: car.year,
      price: price === car.price ? price + 1000 : price,
      mileage_km: car.mileageKm == null ? undefined : car.mileageKm + randInt(rng, 0, 800),
      power_kw: opt(car.powerKw),
      fuel: opt(car.fuelType),
      transmission: opt(car.transmission),
      body: opt(car.bodyType),
      drive: opt(car.driveType),
      condition: car.condition,
      vin: car.vinNumber,
      description: describe(car),
      photos: car.photoKeys.map(photoUrl),
    };
    // its earlier prices were another car's; its description is new (no translations yet)
    f.past = { ...f.past, history: null };
    f.translations = null;
    used.push(car.id);
  }
  return used;
}
