// Quality gate for the authored registry data (catalog/registry).
import { slugify } from "../../lib/registry/slug";
import { BODY_TYPES, DRIVE_TYPES, FUEL_TYPES, TRANSMISSIONS } from "@/lib/enums";
import { MAKES } from "./index";

const bodyTypes = new Set<string>(BODY_TYPES);
const fuels = new Set<string>(FUEL_TYPES);
const transmissions = new Set<string>(TRANSMISSIONS);
const drives = new Set<string>(DRIVE_TYPES);

const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe("registry data", () => {
  it("has at least 60 makes, exactly 25 of them popular", () => {
    expect(MAKES.length).toBeGreaterThanOrEqual(60);
    expect(MAKES.filter((m) => m.popular).map((m) => m.name)).toHaveLength(25);
  });

  it("lists the popular makes first", () => {
    const firstNonPopular = MAKES.findIndex((m) => !m.popular);
    expect(
      MAKES.slice(firstNonPopular < 0 ? MAKES.length : firstNonPopular)
        .filter((m) => m.popular)
        .map((m) => m.name),
    ).toEqual([]);
  });

  it("orders makes by their market-share weight", () => {
    const weights = MAKES.map((m) => m.weight ?? 0);
    const outOfOrder = MAKES.filter((m, i) => i > 0 && weights[i] > weights[i - 1]).map(
      (m) => m.name,
    );
    expect(outOfOrder).toEqual([]);
  });

  it("has unique make names and slugs", () => {
    expect(dupes(MAKES.map((m) => m.name))).toEqual([]);
    expect(dupes(MAKES.map((m) => slugify(m.name)))).toEqual([]);
  });

  it("has make metadata", () => {
    for (const make of MAKES) {
      expect({ make: make.name, ok: (make.weight ?? 0) > 0 }).toEqual({
        make: make.name,
        ok: true,
      });
      expect({ make: make.name, color: /^#[0-9A-Fa-f]{6}$/.test(make.color ?? "") }).toEqual({
        make: make.name,
        color: true,
      });
      expect({ make: make.name, country: !!make.country }).toEqual({
        make: make.name,
        country: true,
      });
      expect({ make: make.name, models: make.models.length > 0 }).toEqual({
        make: make.name,
        models: true,
      });
    }
  });

  it("has unique model names and slugs per make", () => {
    for (const make of MAKES) {
      expect({ make: make.name, dupes: dupes(make.models.map((m) => m.name)) }).toEqual({
        make: make.name,
        dupes: [],
      });
      expect({ make: make.name, dupes: dupes(make.models.map((m) => slugify(m.name))) }).toEqual({
        make: make.name,
        dupes: [],
      });
    }
  });

  it("has valid generations", () => {
    const problems: string[] = [];
    for (const make of MAKES) {
      for (const model of make.models) {
        const where = `${make.name} ${model.name}`;
        if (model.weight !== undefined && !(model.weight > 0)) problems.push(`${where}: weight`);
        const gens = model.generations;
        if (dupes(gens.map((g) => g.name)).length)
          problems.push(`${where}: duplicate generation names`);
        if (dupes(gens.map((g) => slugify(g.name))).length)
          problems.push(`${where}: duplicate generation slugs`);
        gens.forEach((g, i) => {
          const at = `${where} / ${g.name}`;
          if (!g.name.trim()) problems.push(`${at}: empty name`);
          if (!Number.isInteger(g.from) || g.from < 1990 || g.from > 2026)
            problems.push(`${at}: from ${g.from}`);
          if (g.to !== null && (!Number.isInteger(g.to) || g.to < g.from || g.to > 2026))
            problems.push(`${at}: to ${g.to}`);
          if (i > 0 && g.from < gens[i - 1].from) problems.push(`${at}: not in production order`);
          if (!g.bodyTypes.length) problems.push(`${at}: no body types`);
          if (dupes(g.bodyTypes).length) problems.push(`${at}: duplicate body types`);
          for (const b of g.bodyTypes)
            if (!bodyTypes.has(b)) problems.push(`${at}: body type ${b}`);
          if (g.minPrice !== undefined && !(Number.isInteger(g.minPrice) && g.minPrice > 0)) {
            problems.push(`${at}: minPrice ${g.minPrice}`);
          }
          if (g.variants) {
            if (!g.variants.length) problems.push(`${at}: empty variants`);
            if (dupes(g.variants).length)
              problems.push(`${at}: duplicate variants ${dupes(g.variants)}`);
          }
          for (const e of g.engines ?? []) {
            if (!fuels.has(e.fuel)) problems.push(`${at}: fuel ${e.fuel}`);
            if (!Number.isInteger(e.kw) || e.kw < 1 || e.kw > 1000)
              problems.push(`${at}: kW ${e.kw}`);
            if (!e.transmissions.length) problems.push(`${at}: no transmissions`);
            for (const t of e.transmissions)
              if (!transmissions.has(t)) problems.push(`${at}: transmission ${t}`);
            if (e.drive && !drives.has(e.drive)) problems.push(`${at}: drive ${e.drive}`);
            if (e.variant !== undefined && !(g.variants ?? []).includes(e.variant)) {
              problems.push(`${at}: engine variant "${e.variant}" not in variants`);
            }
            if (e.fuel === "electric" && e.transmissions.some((t) => t !== "at"))
              problems.push(`${at}: EV gearbox`);
          }
        });
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives every popular make a popular model with generations since 2000", () => {
    for (const make of MAKES.filter((m) => m.popular)) {
      const ok = make.models.some(
        (model) => model.popular && model.generations.some((g) => g.to === null || g.to >= 2000),
      );
      expect({ make: make.name, ok }).toEqual({ make: make.name, ok: true });
    }
  });

  it("has full data (generations, engines and variants) for the popular makes' popular models", () => {
    const problems: string[] = [];
    for (const make of MAKES.filter((m) => m.popular)) {
      for (const model of make.models.filter((m) => m.popular)) {
        if (!model.generations.length) problems.push(`${make.name} ${model.name}: no generations`);
        for (const g of model.generations) {
          if (!g.engines?.length)
            problems.push(`${make.name} ${model.name} / ${g.name}: no engines`);
          if (!g.variants?.length)
            problems.push(`${make.name} ${model.name} / ${g.name}: no variants`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("puts Škoda first with the Octavia and Fabia as its most common models", () => {
    expect(MAKES[0].name).toBe("Škoda");
    const top = [...MAKES[0].models].sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0)).slice(0, 2);
    expect(top.map((m) => m.name).sort()).toEqual(["Fabia", "Octavia"]);
  });
});
