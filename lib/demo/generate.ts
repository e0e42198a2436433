// One realistic demo ad from the registry: make and model by Czech popularity, year and mileage
// by age, price from a depreciation curve, engine, gearbox and body true to the generation.
import type {
  BodyType,
  Condition,
  DriveType,
  FuelType,
  PurchaseCountry,
  Transmission,
} from "@/lib/enums";
import type { EngineData, GenerationData, MakeData, ModelData } from "@/lib/registry/types";
import { chance, gaussian, pick, randInt, weighted, type Rng } from "./random";

export interface CatalogEntry {
  make: MakeData;
  model: ModelData;
  /** generation ids from the registry tables, by generation name */
  generationIds: Map<string, number>;
}

export interface GeneratedCar {
  make: string;
  model: string;
  generation: string | null;
  generationId: number | null;
  variant: string | null;
  year: number;
  fuel: FuelType;
  transmission: Transmission;
  drive: DriveType;
  bodyType: BodyType;
  powerKw: number;
  mileageKm: number;
  price: number;
  condition: Condition;
  owners: number;
  country: PurchaseCountry;
  vin: string | null;
}

const PREMIUM: Record<string, number> = {
  "Mercedes-Benz": 1.5,
  BMW: 1.5,
  Audi: 1.45,
  Volvo: 1.35,
  Lexus: 1.5,
  "Land Rover": 1.6,
  Jaguar: 1.5,
  Porsche: 2.3,
  Tesla: 1.35,
  Maserati: 2,
  Mini: 1.15,
  Cupra: 1.15,
  Genesis: 1.4,
  Polestar: 1.4,
  Dacia: 0.72,
  Lada: 0.6,
  MG: 0.85,
  Suzuki: 0.85,
  Fiat: 0.85,
  Kia: 0.92,
  Hyundai: 0.92,
  Citroën: 0.9,
  Chevrolet: 0.8,
  Mitsubishi: 0.9,
  SsangYong: 0.85,
};

/** World manufacturer identifiers used for plausible VINs. */
const WMI: Record<string, string> = {
  Škoda: "TMB",
  Volkswagen: "WVW",
  Ford: "WF0",
  Hyundai: "TMA",
  Peugeot: "VF3",
  Renault: "VF1",
  Toyota: "SB1",
  Citroën: "VF7",
  BMW: "WBA",
  Opel: "W0L",
  "Mercedes-Benz": "WDD",
  Kia: "U5Y",
  Audi: "WAU",
  Dacia: "UU1",
  Seat: "VSS",
  Fiat: "ZFA",
  Suzuki: "TSM",
  Volvo: "YV1",
  Mazda: "JMZ",
  Nissan: "SJN",
  Honda: "SHH",
  Mitsubishi: "JMB",
  Cupra: "VSS",
  Mini: "WMW",
  "Land Rover": "SAL",
};
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const COUNTRIES = weighted(
  [
    ["Czech_Republic", 64],
    ["Germany", 20],
    ["Austria", 4],
    ["Slovakia", 3],
    ["Belgium", 2],
    ["Netherlands", 2],
    ["France", 1.5],
    ["Italy", 1.5],
    ["Switzerland", 1],
    ["Poland", 0.5],
    ["Other", 0.5],
  ] as const,
  ([, w]) => w,
);

export function vinFor(make: string, rng: Rng) {
  const wmi = WMI[make] ?? "W0X";
  let vin = wmi;
  while (vin.length < 17) vin += VIN_CHARS[Math.floor(rng() * VIN_CHARS.length)];
  return vin;
}

function generationFor(model: ModelData, year: number): GenerationData | null {
  const gens = model.generations;
  if (gens.length === 0) return null;
  const covering = gens.filter((g) => g.from <= year && year <= (g.to ?? 9999));
  if (covering.length) return covering[covering.length - 1];
  return gens.reduce((best, g) =>
    Math.abs(g.from - year) < Math.abs(best.from - year) ? g : best,
  );
}

const FUEL_MIX = weighted(
  [
    ["petrol", 46],
    ["diesel", 40],
    ["hybrid", 7],
    ["gas", 3],
    ["electric", 4],
  ] as const,
  ([, w]) => w,
);

function engineFor(gen: GenerationData | null, year: number, rng: Rng): EngineData {
  const engines = gen?.engines?.filter((e) => e.fuel !== "electric" || year >= 2011) ?? [];
  if (engines.length) return pick(rng, engines);
  let fuel = FUEL_MIX(rng)[0] as FuelType;
  if ((fuel === "electric" || fuel === "hybrid") && year < 2012) fuel = "petrol";
  const kw = fuel === "electric" ? randInt(rng, 80, 200) : randInt(rng, 55, 140);
  const transmissions: Transmission[] =
    fuel === "electric" ? ["at"] : chance(rng, 0.7) ? ["mt"] : ["at"];
  return { fuel, kw, transmissions };
}

export function makeCatalogPicker(catalog: CatalogEntry[]) {
  return weighted(catalog, (c) => {
    const makeWeight = c.make.weight ?? (c.make.popular ? 2 : 0.3);
    const total = c.make.models.reduce((s, m) => s + (m.weight ?? (m.popular ? 3 : 1)), 0);
    return (makeWeight * (c.model.weight ?? (c.model.popular ? 3 : 1))) / total;
  });
}

// Prices follow one curve per generation and age (a typical engine and mileage, never under the
// generation's minPrice); each car sits within 0.8–1.3x of it by engine, wear and chance, and a
// damaged car asks 50–70 % of it.
const PRICE_BAND = [0.8, 1.3] as const;
const DAMAGED_BAND = [0.5, 0.7] as const;
const TYPICAL_KM_PER_YEAR = 16_000;

const newPriceFor = (kw: number, premium: number) => (160_000 + 6_200 * kw) * premium;
const wearFactor = (km: number) => 1 - Math.min(0.35, km / 900_000);

function referenceKw(gen: GenerationData | null) {
  const kws = (gen?.engines ?? []).map((e) => e.kw).sort((a, b) => a - b);
  return kws.length ? kws[kws.length >> 1] : 100;
}

interface PriceInput {
  make: MakeData;
  gen: GenerationData | null;
  engine: EngineData;
  age: number;
  mileageKm: number;
  condition: Condition;
  /** uniform draws in [0, 1) */
  noise: number;
  floorDraw: number;
}

function priceFor({ make, gen, engine, age, mileageKm, condition, noise, floorDraw }: PriceInput) {
  const kw = referenceKw(gen);
  const typicalKm = age * TYPICAL_KM_PER_YEAR;
  const curve = Math.max(
    newPriceFor(kw, PREMIUM[make.name] ?? 1) * 0.87 ** age * wearFactor(typicalKm),
    (gen?.minPrice ?? 0) * 1.1,
  );
  if (condition === "damaged")
    return curve * (DAMAGED_BAND[0] + noise * (DAMAGED_BAND[1] - DAMAGED_BAND[0]));
  const engineFactor = (engine.kw / kw) ** 0.4 * (engine.fuel === "electric" ? 1.1 : 1);
  const own =
    engineFactor *
    (wearFactor(mileageKm) / wearFactor(typicalKm)) *
    (0.9 + noise * 0.2) *
    (0.95 + floorDraw * 0.1);
  return curve * Math.min(PRICE_BAND[1], Math.max(PRICE_BAND[0], own));
}

export function generateCar(entry: CatalogEntry, rng: Rng, currentYear: number): GeneratedCar {
  const { make, model } = entry;
  const isNew = chance(rng, 0.05);
  let year = isNew
    ? currentYear - (chance(rng, 0.3) ? 1 : 0)
    : currentYear - Math.min(currentYear - 2000, Math.max(1, Math.round(9 + gaussian(rng) * 5)));
  const gen = generationFor(model, year);
  if (gen) year = Math.min(Math.max(year, gen.from, 2000), gen.to ?? currentYear, currentYear);
  const engine = engineFor(gen, year, rng);
  const transmission = pick(
    rng,
    engine.transmissions.length ? engine.transmissions : (["mt"] as const),
  );
  const drive: DriveType =
    engine.drive ?? (/4x4|4motion|quattro|xdrive|awd/i.test(engine.variant ?? "") ? "AWD" : "FWD");
  const bodyType = gen?.bodyTypes.length ? pick(rng, gen.bodyTypes) : "FIVE_DOOR_HATCHBACK";
  const age = Math.max(0, currentYear - year);
  const condition =
    isNew || age === 0 ? (isNew ? "new" : "used") : chance(rng, 0.03) ? "damaged" : "used";
  const yearly = engine.fuel === "diesel" ? 21000 : engine.fuel === "electric" ? 13000 : 14000;
  const mileageKm =
    condition === "new"
      ? randInt(rng, 0, 50)
      : Math.min(
          2_000_000,
          Math.max(
            500,
            Math.round(((age + rng() * 0.8) * yearly * (0.65 + rng() * 0.7)) / 100) * 100,
          ),
        );
  const noise = rng();
  // drawn where the earlier generator drew its minPrice floor, so a seed still yields the same cars
  const floorDraw = gen?.minPrice && condition !== "damaged" ? rng() : 0.5;
  const curvePrice = priceFor({ make, gen, engine, age, mileageKm, condition, noise, floorDraw });
  const price = Math.max(
    15_000,
    Math.round(curvePrice / 1000) * 1000 - (chance(rng, 0.4) ? 100 : 0),
  );
  const owners = condition === "new" ? 0 : Math.min(8, 1 + Math.floor((age / 5) * rng() * 1.6));
  return {
    make: make.name,
    model: model.name,
    generation: gen?.name ?? null,
    generationId: gen ? (entry.generationIds.get(gen.name) ?? null) : null,
    variant: engine.variant ?? (gen?.variants?.length === 1 ? gen.variants[0] : null),
    year,
    fuel: engine.fuel,
    transmission,
    drive,
    bodyType,
    powerKw: Math.min(1000, Math.max(1, Math.round(engine.kw))),
    mileageKm,
    price: Math.min(price, 99_999_999),
    condition,
    owners,
    country: condition === "new" ? "Czech_Republic" : COUNTRIES(rng)[0],
    vin: chance(rng, 0.6) ? vinFor(make.name, rng) : null,
  };
}

export function titleFor(car: Pick<GeneratedCar, "make" | "model" | "variant">) {
  return [car.make, car.model, car.variant && car.variant !== "Base" ? car.variant : null]
    .filter(Boolean)
    .join(" ");
}
