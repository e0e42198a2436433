import { chance, randInt, type Rng } from "./random";

export interface DemoPrice {
  price: number;
  changedAt: Date;
}

/** Share of demo ads that had earlier prices. */
export const HISTORY_SHARE = 0.15;
const HOUR = 3_600_000;

/** A price a few per cent away from `price`, rounded like the generated ones (to hundreds). */
const earlier = (price: number, rng: Rng) => {
  const step = randInt(rng, 3, 12) / 100;
  const factor = chance(rng, 0.8) ? 1 + step : 1 - step; // mostly the price went down since
  return Math.max(
    15_000,
    Math.round((price * factor) / 1000) * 1000 - (chance(rng, 0.4) ? 100 : 0),
  );
};

/**
 * For about 15 % of demo ads, one or two earlier prices (mostly higher: drops), as the whole
 * history oldest first: the first price dated by the ad's creation, the current price last, every
 * change between the creation and `now`. null = the ad kept its price. Its own random stream, so
 * the rest of the demo data does not change.
 */
export function demoPriceHistory(
  { price, created, now }: { price: number; created: Date; now: Date },
  rng: Rng,
): DemoPrice[] | null {
  if (!chance(rng, HISTORY_SHARE)) return null;
  const span = now.getTime() - created.getTime();
  const changes = chance(rng, 0.35) ? 2 : 1;
  if (span < (changes + 1) * HOUR) return null;
  const dates = Array.from(
    { length: changes },
    () => created.getTime() + HOUR + Math.floor(rng() * (span - HOUR)),
  ).sort((a, b) => a - b);
  const prices = [price];
  for (let i = 0; i < changes; i++) {
    let next = earlier(prices[0], rng);
    if (next === prices[0]) next += 1000;
    prices.unshift(next);
  }
  return prices.map((p, i) => ({
    price: p,
    changedAt: new Date(i === 0 ? created.getTime() : dates[i - 1]),
  }));
}
