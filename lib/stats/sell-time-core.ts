// The pure part of the median days to sell (issue 32; lib/stats/sell-time.ts reads the database).
// Client-safe: no database, no server-only imports.

/** A group needs at least this many sales in the window for its median to be shown. */
export const SELL_TIME_MIN_CASES = 10;

/** Sales count when they ended within this long before now (365 days: the last 12 months). */
export const SELL_TIME_WINDOW_MS = 365 * 86_400_000;

/**
 * The price bands, in Kč, lower bound included: < 100 000, 100 000–250 000, 250 000–500 000,
 * 500 000–1 000 000, over 1 000 000 (a price on a bound belongs to the band above it).
 */
export const PRICE_BANDS = [
  { from: 0, to: 100_000 },
  { from: 100_000, to: 250_000 },
  { from: 250_000, to: 500_000 },
  { from: 500_000, to: 1_000_000 },
  { from: 1_000_000, to: null },
] as const;

/** The index of a price's band in PRICE_BANDS. */
export function priceBandOf(price: number): number {
  const i = PRICE_BANDS.findIndex((b) => b.to === null || price < b.to);
  return i < 0 ? PRICE_BANDS.length - 1 : i;
}

/** One sold ad: what it was, and from when to when it was listed. */
export interface SoldAd {
  make: string;
  model: string;
  price: number;
  createdDate: Date;
  endedAt: Date;
}

/** A group's figure: the median whole days to sell and how many sales it is the median of. */
export interface SellTime {
  days: number;
  cases: number;
}

/** The medians known: by model, and by model and price band. */
export interface SellTimes {
  /** The model's median (all prices), or null with too few cases. */
  model(make: string, model: string): SellTime | null;
  /** The median of the price's band of the model, or null with too few cases in that band. */
  band(make: string, model: string, price: number): SellTime | null;
  /** Every model's figure (key: sellTimeKey(make, model)), e.g. for the wizard. */
  models(): Record<string, SellTime>;
  /** Every band's figure (key: sellTimeBandKey(make, model, band index)), for the wizard. */
  bands(): Record<string, SellTime>;
  /** The model's bands with enough cases, cheapest first (the landing page's breakdown). */
  bandsOf(make: string, model: string): { band: number; figure: SellTime }[];
}

/** The key of a model in SellTimes.models(). */
export const sellTimeKey = (make: string, model: string) => `${make}\u0000${model}`;
const key = sellTimeKey;
/** The key of a model's price band (an index in PRICE_BANDS) in SellTimes.bands(). */
export const sellTimeBandKey = (make: string, model: string, band: number) =>
  `${key(make, model)}\u0000${band}`;

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function figures(groups: Map<string, number[]>): Map<string, SellTime> {
  const out = new Map<string, SellTime>();
  for (const [k, days] of groups) {
    if (days.length < SELL_TIME_MIN_CASES) continue;
    days.sort((a, b) => a - b);
    out.set(k, { days: Math.round(median(days)), cases: days.length });
  }
  return out;
}

/**
 * The medians of (ended_at − created_date) in days over the ads that ended within
 * SELL_TIME_WINDOW_MS before `now`, per make+model and per make+model+price band; groups with
 * fewer than SELL_TIME_MIN_CASES sales are left out.
 */
export function computeSellTimes(rows: SoldAd[], now: Date): SellTimes {
  const from = now.getTime() - SELL_TIME_WINDOW_MS;
  const byModel = new Map<string, number[]>();
  const byBand = new Map<string, number[]>();
  for (const r of rows) {
    const ended = r.endedAt.getTime();
    if (ended < from || ended > now.getTime()) continue;
    const days = Math.max(0, (ended - r.createdDate.getTime()) / 86_400_000);
    const m = key(r.make, r.model);
    const b = sellTimeBandKey(r.make, r.model, priceBandOf(r.price));
    for (const [groups, k] of [
      [byModel, m],
      [byBand, b],
    ] as const) {
      const list = groups.get(k);
      if (list) list.push(days);
      else groups.set(k, [days]);
    }
  }
  const models = figures(byModel);
  const bands = figures(byBand);
  return {
    model: (make, model) => models.get(key(make, model)) ?? null,
    band: (make, model, price) =>
      bands.get(sellTimeBandKey(make, model, priceBandOf(price))) ?? null,
    models: () => Object.fromEntries(models),
    bands: () => Object.fromEntries(bands),
    bandsOf: (make, model) =>
      PRICE_BANDS.flatMap((_, band) => {
        const figure = bands.get(sellTimeBandKey(make, model, band));
        return figure ? [{ band, figure }] : [];
      }),
  };
}
