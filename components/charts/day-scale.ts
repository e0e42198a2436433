// The statistics charts' arithmetic (issue 32): days across, counts up, on the price rating
// chart's scales and round ticks (components/price-rating/chart.ts), so the site draws its charts
// one way. Pure and client-safe.

import { linearScale, niceTicks } from "@/components/price-rating/chart";

/** The line chart's box: 320 wide reads at its own size on a 390 px phone (as the price chart). */
export const LINE_CHART = { width: 320, height: 200, left: 34, right: 10, top: 14, bottom: 26 };
/** The sparkline's box: a row's thumbnail. */
export const SPARKLINE = { width: 120, height: 28, pad: 2 };

/**
 * The scales of a chart of `days` days whose counts reach `max`: x by the day's index; y at whole
 * counts only (a top of 1 gives the ticks 0 and 1, not 0, 0.5 and 1).
 */
export function dayAxes(days: number, max: number, box = LINE_CHART) {
  const top = Math.max(Math.ceil(max), 1);
  const yTicks = niceTicks(0, top, Math.min(5, top + 1));
  const x = linearScale([0, Math.max(days - 1, 1)], [box.left, box.width - box.right]);
  const y = linearScale([0, yTicks[yTicks.length - 1]], [box.height - box.bottom, box.top]);
  return { x, y, yTicks };
}

/** A polyline's points of one series. */
export const polyline = (values: number[], x: (i: number) => number, y: (v: number) => number) =>
  values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");

/** Which days get a label under the axis: the first, the last and up to three between. */
export function labelledDays(days: number): number[] {
  if (days <= 1) return [0];
  const step = Math.max(1, Math.round((days - 1) / 4));
  const out: number[] = [];
  for (let i = 0; i < days - 1; i += step) if (days - 1 - i >= step / 2) out.push(i);
  out.push(days - 1);
  return out;
}

/** "5. 11." in Czech, "11/5" in English: a YYYY-MM-DD day as the locale writes a short date. */
export function shortDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}
