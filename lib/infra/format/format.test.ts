import {
  daysAgo,
  formatDate,
  formatMonth,
  formatPrice,
  formatSignedPercent,
  horsepower,
  monthIsPast,
  priceWithoutVat,
  truncate,
} from ".";

describe("formats", () => {
  it("shows prices in Kč with Czech grouping", () => {
    expect(formatPrice(349900).replace(/\s/g, " ")).toBe("349 900 Kč");
  });
  it("computes horsepower and the price without VAT", () => {
    expect(horsepower(110)).toBe(150);
    expect(horsepower(85)).toBe(116);
    expect(priceWithoutVat(121000)).toBe(100000);
  });
  it("writes dates as dd MMM yyyy in each language, in Prague time, the Czech day with a period", () => {
    const d = "2026-08-05T23:30:00Z"; // already 6 August in Prague
    expect(formatDate(d, "cs")).toBe("06. srp 2026");
    expect(formatDate("2026-11-24T12:00:00Z", "cs")).toBe("24. lis 2026");
    expect(formatDate(d, "en")).toBe("06 Aug 2026");
    expect(formatDate(d, "ru")).toBe("06 авг. 2026");
  });
  it("writes a month as its number and the year in each language", () => {
    expect(formatMonth("2027-05", "cs")).toBe("05/2027");
    expect(formatMonth("2027-12", "en")).toBe("12/2027");
    expect(formatMonth("2028-01", "ru")).toBe("01.2028");
  });
  it("tells a month past from the current one in Prague time, across a month and a year", () => {
    // 23:59:59 on 31 May in Prague (summer time, UTC+2): May is still running
    const lastMayMinute = new Date("2026-05-31T21:59:59Z");
    expect(monthIsPast("2026-05", lastMayMinute)).toBe(false);
    expect(monthIsPast("2026-04", lastMayMinute)).toBe(true);
    expect(monthIsPast("2025-12", lastMayMinute)).toBe(true);
    // midnight of 1 June in Prague, still 31 May in UTC: May is over
    expect(monthIsPast("2026-05", new Date("2026-05-31T22:00:00Z"))).toBe(true);
    expect(monthIsPast("2026-06", new Date("2026-05-31T22:00:00Z"))).toBe(false);
    // New Year in Prague (winter time, UTC+1)
    expect(monthIsPast("2026-12", new Date("2026-12-31T22:59:59Z"))).toBe(false);
    expect(monthIsPast("2026-12", new Date("2026-12-31T23:00:00Z"))).toBe(true);
    expect(monthIsPast("2027-01", new Date("2026-12-31T23:00:00Z"))).toBe(false);
  });
  it("writes a whole per cent with its sign in each language, a real minus, no sign on 0", () => {
    const plain = (s: string) => s.replace(/\u00a0/g, " ");
    expect(plain(formatSignedPercent(-8, "cs"))).toBe("−8 %");
    expect(plain(formatSignedPercent(12, "cs"))).toBe("+12 %");
    expect(plain(formatSignedPercent(0, "cs"))).toBe("0 %");
    expect(formatSignedPercent(-8, "en")).toBe("−8%");
    expect(formatSignedPercent(12, "en")).toBe("+12%");
    expect(plain(formatSignedPercent(-25, "ru"))).toBe("−25 %");
  });
  it("counts calendar days in Prague time", () => {
    const now = new Date("2026-11-21T10:00:00Z");
    expect(daysAgo(new Date("2026-11-21T00:30:00Z"), now)).toBe(0);
    expect(daysAgo(new Date("2026-11-20T23:30:00Z"), now)).toBe(0); // 00:30 on the 21st in Prague
    expect(daysAgo(new Date("2026-11-20T22:30:00Z"), now)).toBe(1); // 23:30 on the 20th
    expect(daysAgo(new Date("2026-11-19T12:00:00Z"), now)).toBe(2);
    // across months of different lengths (31 days in October, 30 in November)
    expect(daysAgo(new Date("2026-10-31T12:00:00Z"), now)).toBe(21);
    expect(daysAgo(new Date("2026-10-11T12:00:00Z"), new Date("2026-11-25T12:00:00Z"))).toBe(45);
    expect(daysAgo(new Date("2026-02-28T12:00:00Z"), new Date("2026-03-01T12:00:00Z"))).toBe(1);
  });
  it("truncates with an ellipsis", () => {
    expect(truncate("Praha-Západ, Jesenice u Prahy", 20)).toHaveLength(20);
    expect(truncate("Brno", 20)).toBe("Brno");
  });
});
