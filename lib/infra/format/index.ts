// Shared display formats (seed 000 §9.1): numbers and prices always in cs-CZ, Kč.
export const HP_PER_KW = 1.35962;
export const VAT_DIVISOR = 1.21;

const numberFormat = new Intl.NumberFormat("cs-CZ", { maximumFractionDigits: 0 });
const priceFormat = new Intl.NumberFormat("cs-CZ", {
  style: "currency",
  currency: "CZK",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

export const horsepower = (kw: number) => Math.round(kw * HP_PER_KW);
/** kW from horsepower typed by a seller, rounded as power_kw is stored. */
export const kwFromHp = (hp: number) => Math.round(hp / HP_PER_KW);
export const priceWithoutVat = (price: number) => Math.round(price / VAT_DIVISOR);
export const formatNumber = (n: number) => numberFormat.format(n);
export const formatPrice = (n: number) => priceFormat.format(n);

// Formatters are made once: creating one costs far more than formatting (a page of 20 cards
// made 40 of them, the largest single cost of the search page's server render).
const dateFormats = new Map<string, (d: Date) => string>();
const pragueDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Prague" });

/**
 * "dd MMM yyyy" in the interface language (seed 000 §9.1): "05. lis 2026", "05 Nov 2026",
 * "05 нояб. 2026" — Czech writes the day as an ordinal, with a period. Built from one formatter
 * per part: a formatter of all three would use the language's own medium pattern, in Czech
 * "05. 11. 2026".
 */
export function formatDate(value: Date | string, locale: string) {
  const d = typeof value === "string" ? new Date(value) : value;
  let format = dateFormats.get(locale);
  if (!format) {
    const part = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale === "cs" ? "cs-CZ" : locale, {
        ...options,
        timeZone: "Europe/Prague",
      });
    const [day, month, year] = [
      part({ day: "2-digit" }),
      part({ month: "short" }),
      part({ year: "numeric" }),
    ];
    const pick = (f: Intl.DateTimeFormat, x: Date, type: Intl.DateTimeFormatPartTypes) =>
      f.formatToParts(x).find((p) => p.type === type)?.value;
    const dayMark = locale === "cs" ? "." : "";
    format = (x) =>
      `${pick(day, x, "day")}${dayMark} ${pick(month, x, "month")} ${pick(year, x, "year")}`;
    dateFormats.set(locale, format);
  }
  return format(d);
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A month as "2027-05" in the interface language's numeric month and year: cs and en "05/2027",
 * ru "05.2027" (an STK's validity).
 */
export function formatMonth(month: string, locale: string) {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "cs" ? "cs-CZ" : locale, {
      month: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    });
    monthFormats.set(locale, format);
  }
  const [year, m] = month.split("-").map(Number);
  return format.format(Date.UTC(year, m - 1, 1));
}

/** The month of an instant in Prague time, "2026-11" (now when absent). */
export const pragueMonth = (now: Date = new Date()) => pragueDay.format(now).slice(0, 7);

/**
 * Whether a month ("2024-05") is over: before the current month in Prague. A month counts to its
 * end (an STK "05/2027" is valid through May 2027), so the current month is not past yet.
 */
export const monthIsPast = (month: string, now: Date = new Date()) => month < pragueMonth(now);

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * Whole per cent with its sign in the interface language, the minus a real one: cs and ru
 * "−8 %", "+12 %", en "−8%", "+12%"; nothing before 0.
 */
export function formatSignedPercent(percent: number, locale: string) {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === "cs" ? "cs-CZ" : locale, {
      style: "percent",
      signDisplay: "exceptZero",
      maximumFractionDigits: 0,
    });
    percentFormats.set(locale, format);
  }
  return format.format(percent / 100).replace("-", "−");
}

/** Whole days between two instants in Prague time (0 = today). */
export function daysAgo(value: Date | string, now: Date = new Date()) {
  const d = typeof value === "string" ? new Date(value) : value;
  // "2026-11-25" → the UTC midnight of that day (Date.UTC counts months from 0)
  const day = (x: Date) => {
    const [y, m, dd] = pragueDay.format(x).split("-").map(Number);
    return Date.UTC(y, m - 1, dd);
  };
  return Math.max(0, Math.round((day(now) - day(d)) / 86_400_000));
}

export function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
