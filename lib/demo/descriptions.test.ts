/**
 * @jest-environment node
 */
import { BODY_TYPES, DRIVE_TYPES, FUEL_TYPES, TRANSMISSIONS } from "@/lib/enums";
import {
  carName,
  describeAd,
  DESCRIPTION_MAX,
  DESCRIPTION_MAX_HARD,
  DESCRIPTION_MIN,
  FUEL_CS,
  groupThousands,
  type DescribeAdInput,
} from "./descriptions";
import { createRng, pick, randInt } from "./random";

const today = new Date("2026-11-21T10:00:00Z");

function octavia(seed: number, over: Partial<DescribeAdInput> = {}): DescribeAdInput {
  return {
    make: "Škoda",
    model: "Octavia",
    generation: "Octavia III",
    variant: "2.0 TDI",
    year: 2017,
    mileageKm: 145000,
    powerKw: 110,
    fuel: "diesel",
    transmission: "mt",
    drive: "FWD",
    bodyType: "ESTATE_CAR",
    owners: 1,
    condition: "used",
    country: "Czech_Republic",
    vatRefund: false,
    sellerKind: "private",
    rng: createRng(seed),
    today,
    ...over,
  };
}

/** Many different ads, every enum value covered. */
function randomInputs(n: number): DescribeAdInput[] {
  const r = createRng(2024);
  const cars = [
    ["Škoda", "Fabia", "Fabia II", null],
    ["Volkswagen", "Golf", "Golf VII", "1.4 TSI"],
    ["BMW", "Řada 3", "E90", "320d"],
    ["Dacia", "Duster", null, "Base"],
    ["Kia", "Ceed", null, null],
    ["Tesla", "Model 3", null, "Long Range"],
  ] as const;
  const countries = [
    "Czech_Republic",
    "Germany",
    "Austria",
    "Slovakia",
    "United_Kingdom",
    "Other",
  ] as const;
  return Array.from({ length: n }, (_, i) => {
    const [make, model, generation, variant] = pick(r, cars);
    const condition = pick(r, ["new", "used", "used", "damaged"] as const);
    return {
      make,
      model,
      generation,
      variant,
      year: condition === "new" ? 2026 : randInt(r, 1998, 2026),
      mileageKm: condition === "new" ? randInt(r, 0, 60) : randInt(r, 1000, 420000),
      powerKw: randInt(r, 44, 280),
      fuel: pick(r, FUEL_TYPES),
      transmission: pick(r, TRANSMISSIONS),
      drive: pick(r, DRIVE_TYPES),
      bodyType: pick(r, BODY_TYPES),
      owners: condition === "new" ? 0 : randInt(r, 1, 5),
      condition,
      country: pick(r, countries),
      vatRefund: r() < 0.25,
      sellerKind: pick(r, ["dealer", "private", "imported"] as const),
      rng: createRng(1000 + i),
      today,
    };
  });
}

const plain = (s: string) => s.replace(/\u00a0/g, " ");

describe("describeAd", () => {
  it("is deterministic for the same rng sequence", () => {
    const a = describeAd(octavia(7), { translate: true });
    const b = describeAd(octavia(7), { translate: true });
    expect(b).toEqual(a);
  });

  it("varies with the seed", () => {
    const texts = new Set(
      [1, 2, 3, 4, 5, 6].map((s) => describeAd(octavia(s), { translate: false }).cz),
    );
    expect(texts.size).toBeGreaterThanOrEqual(5);
  });

  it("gives the same Czech text with and without translations", () => {
    const withT = describeAd(octavia(11), { translate: true });
    const without = describeAd(octavia(11), { translate: false });
    expect(without.cz).toBe(withT.cz);
  });

  it("translates only when asked", () => {
    const no = describeAd(octavia(3), { translate: false });
    expect(no.en).toBeNull();
    expect(no.ru).toBeNull();
    const yes = describeAd(octavia(3), { translate: true });
    expect(yes.en).toEqual(expect.any(String));
    expect(yes.ru).toEqual(expect.any(String));
    expect(yes.en).not.toBe(yes.cz);
    expect(yes.ru).toMatch(/[а-яё]/i);
    expect(yes.en).toContain("145,000 km");
    expect(plain(yes.ru!)).toContain("145 000 км");
    // Parallel structure: the same paragraphs in every language.
    expect(yes.en!.split("\n\n")).toHaveLength(yes.cz.split("\n\n").length);
    expect(yes.ru!.split("\n\n")).toHaveLength(yes.cz.split("\n\n").length);
  });

  it("mentions mileage, power, fuel and gearbox in Czech", () => {
    const d = describeAd(octavia(5), { translate: false });
    expect(plain(d.cz)).toContain("145 000 km");
    expect(d.cz).toContain("110 kW");
    expect(d.cz).toContain("nafta");
    expect(d.cz).toMatch(/manuál/);
    const petrol = describeAd(octavia(5, { fuel: "petrol", transmission: "at" }), {
      translate: false,
    });
    expect(petrol.cz).toContain("benzín");
    expect(petrol.cz).toMatch(/automat/);
  });

  it("follows the ad's facts", () => {
    const cz = describeAd(octavia(8), { translate: false }).cz;
    expect(cz).toMatch(/Koupeno.* v ČR|koupen v ČR/);
    expect(cz).toMatch(/STK (platná )?do (0[1-9]|1[0-2])\/20\d\d/);
    const stk = cz.match(/STK (?:platná )?do (\d\d)\/(\d{4})/)!;
    expect(Number(stk[2]) * 12 + Number(stk[1])).toBeGreaterThan(2026 * 12 + 11);

    const imported = describeAd(octavia(8, { country: "Germany" }), { translate: false }).cz;
    expect(imported).toMatch(/z Německa/);
    expect(imported).not.toMatch(/v ČR, původ ČR|Koupeno nové v ČR/);

    const awd = describeAd(octavia(9, { drive: "AWD", bodyType: "FIVE_DOOR_SUV" }), {
      translate: false,
    });
    expect(awd.cz).toContain("4x4");

    const dealer = describeAd(octavia(10, { sellerKind: "dealer", vatRefund: true }), {
      translate: true,
    });
    expect(dealer.cz).toContain("odpočtu DPH");
    expect(dealer.en).toContain("VAT");
    expect(dealer.ru).toContain("НДС");
    expect(dealer.cz).not.toMatch(/Prodávám z důvodu/);

    const fresh = describeAd(
      octavia(12, { condition: "new", sellerKind: "dealer", owners: 0, mileageKm: 10, year: 2026 }),
      { translate: false },
    ).cz;
    expect(fresh).toMatch(/[Nn]ový vůz/);
    expect(fresh).toContain("záruka výrobce");
    expect(fresh).not.toContain("STK");

    const broken = describeAd(octavia(13, { condition: "damaged" }), { translate: false }).cz;
    expect(broken).toMatch(/poškoz|Poškoz|Závada|závada|Prokluzuje|Koroze/);
    expect(broken).toMatch(/bez záruky/);
    expect(broken).not.toMatch(/Nehavarováno/);
  });

  it("keeps dealer and private phrasing apart", () => {
    const dealerTexts = [1, 2, 3, 4, 5, 6, 7, 8]
      .map((s) => describeAd(octavia(s, { sellerKind: "dealer" }), { translate: false }).cz)
      .join("\n");
    expect(dealerTexts).toMatch(/financování|protiúčet|záruku|leasing/);
    const privateTexts = [1, 2, 3, 4, 5, 6, 7, 8]
      .map((s) => describeAd(octavia(s), { translate: false }).cz)
      .join("\n");
    expect(privateTexts).toMatch(/Prodávám z důvodu|Prodávám kvůli|Auto už nevyužiju/);
    expect(privateTexts).toMatch(/prohlídky v servisu|zkušební jízdy|překupník/);
  });

  it("stays within length bounds and never leaks placeholders or contacts", () => {
    for (const input of randomInputs(400)) {
      const d = describeAd(input, { translate: true });
      expect(d.cz.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
      expect(d.cz.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
      const paragraphs = d.cz.split("\n\n").length;
      expect(paragraphs).toBeGreaterThanOrEqual(2);
      expect(paragraphs).toBeLessThanOrEqual(6);
      expect(plain(d.cz)).toContain(`${groupThousands(input.mileageKm)} km`);
      expect(d.cz.toLowerCase()).toContain(input.fuel === "gas" ? "benzín +" : FUEL_CS[input.fuel]);
      for (const text of [d.cz, d.en!, d.ru!]) {
        expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX_HARD);
        expect(text).not.toMatch(/undefined|null|NaN|\[object/);
        expect(text).not.toMatch(/https?:|www\.|@|\+420|\d{3} ?\d{3} ?\d{3}\b(?! km| км)/);
        expect(text).not.toMatch(/ {2}|\s[,.]|\.\.|,,/);
      }
    }
  });

  it("names the car once, without repeating the model", () => {
    expect(carName("Škoda", "Octavia", "Octavia III", "2.0 TDI")).toBe("Škoda Octavia III 2.0 TDI");
    expect(carName("BMW", "Řada 3", "E90", "320d")).toBe("BMW Řada 3 E90 320d");
    expect(carName("Dacia", "Duster", null, "Base")).toBe("Dacia Duster");
    expect(carName("Kia", "Ceed", null, null)).toBe("Kia Ceed");
  });
});
