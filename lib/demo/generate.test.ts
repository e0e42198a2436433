/** @jest-environment node */
import { BODY_TYPES } from "@/lib/enums";
import { DEMO_COLORS, DEMO_SCENES, type DemoPhoto } from "@/lib/pictures/demo-pool";
import { MAKES } from "@/catalog/registry";
import { generateCar, makeCatalogPicker, type GeneratedCar } from "./generate";
import { pickAdPhotos } from "./photos";
import { demoPriceHistory } from "./price-history";
import { createRng } from "./random";

// The pool in the shape ensureDemoPhotoPool returns, without rendering anything.
const pool: DemoPhoto[] = BODY_TYPES.flatMap((bodyType) =>
  DEMO_COLORS.flatMap((c) =>
    DEMO_SCENES.map((scene) => {
      const key = `${bodyType}-${c.name}-${scene}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      return {
        key,
        full: `/media/demo/${key}.webp`,
        mini: `/media/demo/${key}-mini.webp`,
        width: 1200,
        height: 800,
        bodyType,
        color: c.name,
      };
    }),
  ),
);
const catalog = MAKES.flatMap((make) =>
  make.models.map((model) => ({ make, model, generationIds: new Map<string, number>() })),
);

/** A data set the way the seed draws it: one car, then its gallery, per ad. */
function generateAds(count: number, seed: number) {
  const rng = createRng(seed);
  const pickEntry = makeCatalogPicker(catalog);
  return Array.from({ length: count }, () => {
    const car = generateCar(pickEntry(rng), rng, 2026);
    return { car, photos: pickAdPhotos(pool, car.bodyType, rng) };
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function groupBy<T>(items: T[], key: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const ads = [7, 42].flatMap((seed) => generateAds(4000, seed));
const label = (c: GeneratedCar) => `${c.make} ${c.model} ${c.year}`;

describe("demo data set", () => {
  it("never repeats a photo within one ad's gallery", () => {
    const repeated = ads.filter(
      ({ photos }) => new Set(photos.map((p) => p.key)).size !== photos.length,
    );
    expect(
      repeated
        .slice(0, 5)
        .map(({ car, photos }) => `${label(car)}: ${photos.map((p) => p.key).join(", ")}`),
    ).toEqual([]);
    expect(ads.every(({ photos }) => photos.length >= 3)).toBe(true);
  });

  it("prices each undamaged car within 0.6–1.6× of the median of its make, model and year", () => {
    const undamaged = ads.map(({ car }) => car).filter((c) => c.condition !== "damaged");
    const outliers = [...groupBy(undamaged, label).values()]
      .filter((group) => group.length >= 3)
      .flatMap((group) => {
        const mid = median(group.map((c) => c.price));
        return group
          .filter((c) => c.price < mid * 0.6 || c.price > mid * 1.6)
          .map((c) => `${label(c)}: ${c.price} (median ${mid})`);
      });
    expect(outliers.slice(0, 10)).toEqual([]);
  });

  it("prices a damaged car below its undamaged siblings but not under 40 % of their median", () => {
    const outliers = [
      ...groupBy(
        ads.map(({ car }) => car),
        label,
      ).values(),
    ].flatMap((group) => {
      const prices = group.filter((c) => c.condition !== "damaged").map((c) => c.price);
      if (prices.length < 3) return [];
      const [low, high] = [median(prices) * 0.4, Math.min(...prices)];
      return group
        .filter((c) => c.condition === "damaged" && (c.price < low || c.price > high))
        .map((c) => `${label(c)}: ${c.price} (undamaged ${prices.join(", ")})`);
    });
    expect(outliers.slice(0, 10)).toEqual([]);
  });
});

describe("demo price history", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  const histories = (seed: number) => {
    const rng = createRng(seed);
    return ads.map(({ car }, i) => {
      const created = new Date(now.getTime() - ((i * 7919) % 120) * 86_400_000 - 3_600_000 * 5);
      return { car, created, history: demoPriceHistory({ price: car.price, created, now }, rng) };
    });
  };
  const drawn = histories(8);
  const withHistory = drawn.filter((d) => d.history);

  it("gives about 15 % of ads one or two earlier prices, the same for the same seed", () => {
    expect(withHistory.length / drawn.length).toBeGreaterThan(0.12);
    expect(withHistory.length / drawn.length).toBeLessThan(0.18);
    expect(withHistory.every((d) => [2, 3].includes(d.history!.length))).toBe(true);
    expect(withHistory.some((d) => d.history!.length === 3)).toBe(true);
    expect(histories(8)).toEqual(drawn);
  });

  it("ends with the ad's price, starts at its creation, changes between then and now", () => {
    const broken = withHistory.filter(({ car, created, history }) => {
      const times = history!.map((h) => h.changedAt.getTime());
      return (
        history!.at(-1)!.price !== car.price ||
        times[0] !== created.getTime() ||
        times.some((t, i) => i > 0 && (t < times[i - 1] || t > now.getTime())) ||
        history!.some((h, i) => i > 0 && h.price === history![i - 1].price)
      );
    });
    expect(broken.slice(0, 5)).toEqual([]);
  });

  it("mostly drops the price, by a few per cent", () => {
    const steps = withHistory.flatMap(({ history }) =>
      history!.slice(1).map((h, i) => h.price / history![i].price),
    );
    expect(steps.filter((r) => r < 1).length / steps.length).toBeGreaterThan(0.7);
    expect(steps.every((r) => r > 0.8 && r < 1.2)).toBe(true);
  });
});
