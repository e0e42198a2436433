// The price rating chart's arithmetic (issue 30): axis ticks at round numbers, the linear scales
// from prices and mileages to the SVG's coordinates, and tick labels in thousands or millions.
// Pure and client-safe; price-chart.tsx draws with it.

/** Round steps: 1, 2 or 5 times a power of ten. */
const STEPS = [1, 2, 5, 10];

/**
 * Ticks at round numbers that cover min…max, at most `maxTicks` of them (at least two): the first
 * at or below min, the last at or above max. A single value gets a span of its own around it.
 */
export function niceTicks(min: number, max: number, maxTicks: number): number[] {
  if (max <= min) {
    const half = Math.max(Math.abs(min) * 0.1, 1);
    [min, max] = [Math.max(0, min - half), max + half];
  }
  const intervals = Math.max(1, maxTicks - 1);
  let magnitude = 10 ** Math.floor(Math.log10((max - min) / intervals));
  for (;;) {
    for (const m of STEPS) {
      const step = m * magnitude;
      const first = Math.floor(min / step);
      const last = Math.ceil(max / step);
      if (last - first <= intervals) {
        // toPrecision: 3 × 0.1 is 0.30000000000000004
        return Array.from({ length: last - first + 1 }, (_, i) =>
          Number(((first + i) * step).toPrecision(12)),
        );
      }
    }
    magnitude *= 10;
  }
}

/** A linear map from the domain [d0, d1] onto the range [r0, r1] (r1 < r0 for a y axis). */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
) {
  const span = d1 - d0 || 1;
  return (value: number) => r0 + ((value - d0) / span) * (r1 - r0);
}

export type Magnitude = "units" | "thousands" | "millions";

const oneDecimal = new Intl.NumberFormat("cs-CZ", { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat("cs-CZ", { maximumFractionDigits: 2 });

/**
 * A tick's number in thousands or millions, written the Czech way (seed 000 §9.1): 150 000 →
 * "150" thousands, 1 250 000 → "1,25" millions; the language's message adds "tis. km", "k Kč"….
 */
export function compactNumber(n: number): { magnitude: Magnitude; value: string } {
  const size = Math.abs(n);
  if (size >= 1_000_000) return { magnitude: "millions", value: twoDecimals.format(n / 1_000_000) };
  if (size >= 1_000) return { magnitude: "thousands", value: oneDecimal.format(n / 1_000) };
  return { magnitude: "units", value: oneDecimal.format(n) };
}

/**
 * The SVG's own size and the room its axis labels take: 320 wide is about the width it gets on a
 * 390 px phone, so its 11-unit labels read as 11 px there; it scales with the width it is given.
 * The right margin is half the widest mileage label ("300 тыс. км"), which is centred on its tick.
 */
export const CHART = { width: 320, height: 220, left: 68, right: 36, top: 12, bottom: 28 };

/**
 * The chart's axes: mileage across (at most 4 ticks, the labels are wide), price up (at most 6),
 * each covering every value it must show: the comparables, this car and the fair range.
 */
export function chartAxes(prices: number[], mileages: number[]) {
  const xTicks = niceTicks(Math.min(...mileages), Math.max(...mileages), 4);
  const yTicks = niceTicks(Math.min(...prices), Math.max(...prices), 6);
  const x = linearScale(
    [xTicks[0], xTicks[xTicks.length - 1]],
    [CHART.left, CHART.width - CHART.right],
  );
  const y = linearScale(
    [yTicks[0], yTicks[yTicks.length - 1]],
    [CHART.height - CHART.bottom, CHART.top],
  );
  return { x, y, xTicks, yTicks };
}
