// Calendar days of the statistics: Europe/Prague days as "YYYY-MM-DD" (no server-only: pure).

const pragueFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Prague",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Europe/Prague calendar day of `date` (now when absent) as "YYYY-MM-DD". */
export function pragueDay(date: Date = new Date()): string {
  return pragueFormat.format(date);
}

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `n` calendar days (negative: back). */
export function addDays(day: string, n: number): string {
  return fromUtc(toUtc(day) + n * DAY_MS);
}

/** Every day from `from` to `to` inclusive, oldest first (empty when `to` is before `from`). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const end = toUtc(to);
  for (let ms = toUtc(from); ms <= end; ms += DAY_MS) out.push(fromUtc(ms));
  return out;
}

/** Whether `s` is a real calendar day written "YYYY-MM-DD". */
export function isDay(s: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(toUtc(s)) && fromUtc(toUtc(s)) === s;
}
