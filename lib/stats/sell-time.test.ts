import {
  computeSellTimes,
  priceBandOf,
  SELL_TIME_MIN_CASES,
  sellTimeBandKey,
  sellTimeKey,
  type SoldAd,
} from "./sell-time-core";

const DAY = 86_400_000;
const NOW = new Date(Date.UTC(2026, 10, 29, 12));

/** A sale of `make model` at `price`, listed `days` days and ended `endedDaysAgo` days ago. */
const sale = (
  days: number,
  { make = "Škoda", model = "Octavia", price = 300_000, endedDaysAgo = 10 } = {},
): SoldAd => {
  const endedAt = new Date(NOW.getTime() - endedDaysAgo * DAY);
  return { make, model, price, endedAt, createdDate: new Date(endedAt.getTime() - days * DAY) };
};

test("the median needs SELL_TIME_MIN_CASES sales of the model: one fewer shows nothing", () => {
  expect(SELL_TIME_MIN_CASES).toBe(10);
  const nine = Array.from({ length: 9 }, (_, i) => sale(10 + i));
  expect(computeSellTimes(nine, NOW).model("Škoda", "Octavia")).toBeNull();
  const ten = [...nine, sale(100)];
  // 10..18 and 100: the middle two are 14 and 15
  expect(computeSellTimes(ten, NOW).model("Škoda", "Octavia")).toEqual({ days: 15, cases: 10 });
  expect(computeSellTimes(ten, NOW).model("Škoda", "Fabia")).toBeNull();
});

test("an odd count takes the middle sale, whatever the order", () => {
  const days = [60, 5, 23, 7, 41, 23, 9, 30, 12, 50, 23];
  const t = computeSellTimes(
    days.map((d) => sale(d)),
    NOW,
  );
  expect(t.model("Škoda", "Octavia")).toEqual({ days: 23, cases: 11 });
  expect(t.models()).toEqual({ [sellTimeKey("Škoda", "Octavia")]: { days: 23, cases: 11 } });
});

test("only sales that ended in the last 12 months count", () => {
  const recent = Array.from({ length: 10 }, () => sale(20, { endedDaysAgo: 364 }));
  const old = Array.from({ length: 10 }, () => sale(90, { endedDaysAgo: 366 }));
  expect(computeSellTimes([...recent, ...old], NOW).model("Škoda", "Octavia")).toEqual({
    days: 20,
    cases: 10,
  });
  expect(computeSellTimes(old, NOW).model("Škoda", "Octavia")).toBeNull();
});

test("price bands: < 100 000, 100–250 000, 250–500 000, 500 000–1 000 000, over 1 000 000", () => {
  expect(
    [0, 99_999, 100_000, 249_999, 250_000, 499_999, 500_000, 999_999, 1_000_000, 5e6].map(
      priceBandOf,
    ),
  ).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
  const cheap = Array.from({ length: 10 }, () => sale(8, { price: 90_000 }));
  const dear = Array.from({ length: 10 }, () => sale(40, { price: 600_000 }));
  const few = Array.from({ length: 3 }, () => sale(70, { price: 200_000 }));
  const t = computeSellTimes([...cheap, ...dear, ...few], NOW);
  expect(t.band("Škoda", "Octavia", 95_000)).toEqual({ days: 8, cases: 10 });
  expect(t.band("Škoda", "Octavia", 750_000)).toEqual({ days: 40, cases: 10 });
  // a band with too few sales has no figure, though the model has one over all its bands
  expect(t.band("Škoda", "Octavia", 200_000)).toBeNull();
  expect(t.model("Škoda", "Octavia")).toEqual({ days: 40, cases: 23 });
  // the landing page's breakdown and the wizard's table: only the bands with enough sales
  expect(t.bandsOf("Škoda", "Octavia")).toEqual([
    { band: 0, figure: { days: 8, cases: 10 } },
    { band: 3, figure: { days: 40, cases: 10 } },
  ]);
  expect(t.bandsOf("Škoda", "Fabia")).toEqual([]);
  expect(t.bands()).toEqual({
    [sellTimeBandKey("Škoda", "Octavia", 0)]: { days: 8, cases: 10 },
    [sellTimeBandKey("Škoda", "Octavia", 3)]: { days: 40, cases: 10 },
  });
});
