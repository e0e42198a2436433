// Deterministic randomness for demo data (mulberry32): the same --seed gives the same data.
export type Rng = () => number;

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const randInt = (rng: Rng, min: number, max: number) =>
  min + Math.floor(rng() * (max - min + 1));
export const pick = <T>(rng: Rng, items: readonly T[]): T =>
  items[Math.floor(rng() * items.length)];
export const chance = (rng: Rng, p: number) => rng() < p;

/** Standard normal sample (Box–Muller). */
export function gaussian(rng: Rng) {
  const u = Math.max(rng(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/** Picks by weight; the cumulative table is built once per list. */
export function weighted<T>(items: readonly T[], weight: (item: T) => number): (rng: Rng) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += Math.max(0, weight(item))));
  return (rng) => {
    const x = rng() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return items[lo];
  };
}
