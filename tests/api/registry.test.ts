/** @jest-environment node */
import { GET as getMakesRoute } from "@/app/api/makes/route";
import { GET as getMakeVariantsRoute } from "@/app/api/makes/[make]/variants/route";
import { GET as getModelsRoute } from "@/app/api/makes/[make]/models/route";
import { GET as getGensRoute } from "@/app/api/makes/[make]/models/[model]/gens/route";
import { GET as getModelVariantsRoute } from "@/app/api/makes/[make]/models/[model]/variants/route";
import type { NextRequest } from "next/server";
import { getDb } from "@/lib/infra/db/client";
import { eq } from "drizzle-orm";
import { ads, generations } from "@/lib/infra/db/schema";
import { createAd } from "../helpers/fixtures";
import type {
  ApiGeneration,
  ApiMake,
  ApiModel,
  ApiModelVariants,
  ApiVariant,
} from "@/lib/registry/api";
import {
  findMake,
  findModel,
  getGenerationById,
  getGenerations,
  getMakeBySlug,
  getMakes,
  getModelBySlug,
  getRegistryCounts,
} from "@/lib/registry/queries";
import { syncRegistry } from "@/lib/registry/sync";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { get, params } from "../helpers/request";
import { REGISTRY_FIXTURE } from "./registry-fixture";

type MakeP = { make: string };
type ModelP = { make: string; model: string };
type Handler<P> = (req: NextRequest, ctx: { params: Promise<P> }) => Promise<Response>;

async function call<T, P>(handler: Handler<P>, path: string, p: NoInfer<P>, init?: RequestInit) {
  const res = await handler(get(path, init), params(p));
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as T };
}

const makes = (qs = "") =>
  call<ApiMake[], Record<string, never>>(getMakesRoute, `/api/makes/${qs}`, {});
const models = (make: string, qs = "") =>
  call<ApiModel[], MakeP>(getModelsRoute, `/api/makes/x/models/${qs}`, { make });
const gens = (make: string, model: string) =>
  call<ApiGeneration[], ModelP>(getGensRoute, `/api/makes/x/models/y/gens/`, { make, model });

beforeAll(async () => {
  await setupTestDb();
  await syncRegistry(getDb(), REGISTRY_FIXTURE);
});
afterAll(teardownTestDb);

describe("GET /api/makes/", () => {
  it("lists every make in registry order with slug, popular flag and logo URL", async () => {
    const { status, body } = await makes();
    expect(status).toBe(200);
    expect(body).toEqual([
      { make: "Škoda", slug: "skoda", popular: true, logo: "/images/logos/skoda.svg" },
      {
        make: "Land Rover",
        slug: "land-rover",
        popular: true,
        logo: "/images/logos/land-rover.svg",
      },
      { make: "Citroën", slug: "citroen", popular: true, logo: "/images/logos/citroen.svg" },
      { make: "SsangYong", slug: "ssangyong", popular: false, logo: "/images/logos/ssangyong.svg" },
    ]);
  });

  it("?popular=true keeps the popular makes only", async () => {
    const { body } = await makes("?popular=true");
    expect(body.map((m) => m.make)).toEqual(["Škoda", "Land Rover", "Citroën"]);
    expect((await makes("?popular=false")).body).toHaveLength(4);
    expect((await makes("?popular=nonsense")).body).toHaveLength(4);
  });
});

describe("make and model names", () => {
  it.each(["Škoda", "%C5%A0koda", "skoda", "SKODA", "ŠKODA", " skoda "])(
    "finds Škoda as %j",
    async (name) => {
      const { status, body } = await models(name);
      expect(status).toBe(200);
      expect(body.map((m) => m.model)).toEqual(["Octavia", "Citigo"]);
    },
  );

  it.each(["Land Rover", "Land%20Rover", "land-rover", "LAND ROVER", "landrover"])(
    "finds Land Rover as %j",
    async (name) => {
      const { status, body } = await models(name);
      expect(status).toBe(200);
      expect(body.map((m) => m.model)).toEqual(["Range Rover Evoque", "Defender"]);
    },
  );

  it("finds models with spaces and diacritics-free spellings", async () => {
    const { status, body } = await gens("citroen", "c4%20picasso");
    expect(status).toBe(200);
    expect(body).toEqual([]);
    expect(
      (await gens("Land%20Rover", "range-rover-evoque")).body.map((g) => g.generation),
    ).toEqual(["Evoque II"]);
  });

  it("answers 404 with a JSON error for an unknown make or model, never 500", async () => {
    const unknownMake = await models("Trabant");
    expect(unknownMake.status).toBe(404);
    expect(unknownMake.body).toEqual({ error: "Unknown make: Trabant", code: "not_found" });
    const unknownModel = await gens("Škoda", "Felicia");
    expect(unknownModel.status).toBe(404);
    expect(unknownModel.body).toEqual({ error: "Unknown model: Felicia", code: "not_found" });
    expect((await gens("%E0%A4%A", "x")).status).toBe(404);
    const variants = await call(getMakeVariantsRoute, "/api/makes/x/variants/", {
      make: "Wartburg",
    });
    expect(variants.status).toBe(404);
  });
});

describe("GET /api/makes/{make}/models/", () => {
  it("gives model, slug and popular; ?popular=true keeps the popular models", async () => {
    expect((await models("Škoda")).body).toEqual([
      { model: "Octavia", slug: "octavia", popular: true },
      { model: "Citigo", slug: "citigo", popular: false },
    ]);
    expect((await models("Škoda", "?popular=true")).body.map((m) => m.model)).toEqual(["Octavia"]);
  });
});

describe("GET /api/makes/{make}/models/{model}/gens/", () => {
  it("gives gen_id, generation, production_years, min_price, model, body types and image", async () => {
    const { status, body } = await gens("skoda", "octavia");
    expect(status).toBe(200);
    const rows = await getDb()
      .select({ id: generations.id, name: generations.name })
      .from(generations);
    const idOf = (name: string) => rows.find((r) => r.name === name)!.id;
    expect(body).toEqual([
      {
        gen_id: idOf("Octavia II"),
        generation: "Octavia II",
        production_years: "2004-2013",
        min_price: 35000,
        model: "Octavia",
        body_types: ["LIFTBACK", "ESTATE_CAR"],
        image: `/images/generations/${idOf("Octavia II")}.webp`,
      },
      expect.objectContaining({
        generation: "Octavia IV",
        production_years: "2020-",
        min_price: 450000,
      }),
    ]);
  });

  it("gives null min_price where none is known", async () => {
    const [citigo] = (await gens("skoda", "citigo")).body;
    expect(citigo).toMatchObject({
      generation: "Citigo",
      production_years: "2011-2020",
      min_price: null,
    });
  });
});

describe("variants", () => {
  it("GET /api/makes/{make}/variants/ gives every model with its distinct variants", async () => {
    const { status, body } = await call<ApiModelVariants[], MakeP>(
      getMakeVariantsRoute,
      "/api/makes/x/variants/",
      { make: "skoda" },
    );
    expect(status).toBe(200);
    expect(body.map((m) => ({ model: m.model, variants: m.variants }))).toEqual([
      {
        model: "Octavia",
        variants: [
          { variant: "1.9 TDI" },
          { variant: "2.0 TDI" },
          { variant: "RS" },
          { variant: "1.5 TSI" },
        ],
      },
      { model: "Citigo", variants: [{ variant: "Base" }] },
    ]);
  });

  it("GET /api/makes/{make}/models/{model}/variants/ gives variant items, ?gen_id= narrows", async () => {
    const all = await call<ApiVariant[], ModelP>(
      getModelVariantsRoute,
      "/api/makes/x/models/y/variants/",
      {
        make: "Škoda",
        model: "Octavia",
      },
    );
    expect(all.body.map((v) => v.variant)).toEqual(["1.9 TDI", "2.0 TDI", "RS", "1.5 TSI"]);
    const iv = (await gens("skoda", "octavia")).body[1].gen_id;
    const narrowed = await call<ApiVariant[], ModelP>(
      getModelVariantsRoute,
      `/api/makes/x/models/y/variants/?gen_id=${iv}`,
      {
        make: "skoda",
        model: "octavia",
      },
    );
    expect(narrowed.body.map((v) => v.variant)).toEqual(["2.0 TDI", "RS", "1.5 TSI"]);
    // each variant carries the registry's engine for the wizard's prefill (issue 27)
    expect(narrowed.body.find((v) => v.variant === "1.5 TSI")?.engine).toEqual({
      fuel_type: "petrol",
      power_kw: 110,
      drive_type: "FWD",
      transmission: "mt",
    });
    // across generations a field is given only where their engines agree
    expect(all.body.find((v) => v.variant === "2.0 TDI")?.engine).toEqual({
      fuel_type: "diesel",
      power_kw: null,
      drive_type: "FWD",
      transmission: null,
    });
    const none = await call(getModelVariantsRoute, "/api/makes/x/models/y/variants/", {
      make: "skoda",
      model: "Fabia",
    });
    expect(none.status).toBe(404);
  });
});

describe("server-side queries", () => {
  it("find makes and models by any spelling and by exact slug, null when unknown", async () => {
    expect((await findMake("SKODA"))?.slug).toBe("skoda");
    expect(await findMake("Trabant")).toBeNull();
    expect((await getMakeBySlug("land-rover"))?.name).toBe("Land Rover");
    expect(await getMakeBySlug("Land Rover")).toBeNull();
    expect(await findModel("citroen", "C4 PICASSO")).toMatchObject({
      name: "C4 Picasso",
      slug: "c4-picasso",
      makeSlug: "citroen",
    });
    expect(await findModel("Trabant", "601")).toBeNull();
    expect((await getModelBySlug("skoda", "octavia"))?.name).toBe("Octavia");
    expect(await getModelBySlug("skoda", "Octavia")).toBeNull();
  });

  it("give a generation by id with its make and model slugs, and the registry counts", async () => {
    const popular = await getMakes({ popular: true });
    expect(popular.map((m) => m.slug)).toEqual(["skoda", "land-rover", "citroen"]);
    const [octavia2] = (await gens("skoda", "octavia")).body;
    expect(await getGenerationById(octavia2.gen_id)).toMatchObject({
      name: "Octavia II",
      makeSlug: "skoda",
      modelSlug: "octavia",
      from: 2004,
      to: 2013,
      uploadedImage: null,
    });
    expect(await getGenerationById(987654)).toBeNull();
    expect(await getRegistryCounts()).toEqual({ makes: 4, models: 6, generations: 4, variants: 6 });
  });
});

describe("caching", () => {
  it("answers with an ETag and Cache-Control, and 304 when the client has the current body", async () => {
    const first = await makes();
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get("cache-control")).toBe(
      "public, max-age=300, stale-while-revalidate=86400",
    );
    const again = await call(
      getMakesRoute,
      "/api/makes/",
      {},
      { headers: { "If-None-Match": etag } },
    );
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get("etag")).toBe(etag);
    const popular = await call(
      getMakesRoute,
      "/api/makes/?popular=true",
      {},
      { headers: { "If-None-Match": etag } },
    );
    expect(popular.status).toBe(200);
  });

  it("serves the new data after a registry sync (the in-memory copy is dropped)", async () => {
    const before = await makes();
    await syncRegistry(getDb(), [
      ...REGISTRY_FIXTURE,
      { name: "Lynk & Co", models: [{ name: "01", popular: true, generations: [] }] },
    ]);
    const after = await makes();
    expect(after.body.map((m) => m.slug)).toContain("lynk-co");
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    expect((await models("Lynk & Co")).body).toEqual([{ model: "01", slug: "01", popular: true }]);
  });

  it("drops what the authored data no longer has, keeping ads and their generation text", async () => {
    const gens = await getGenerations({ make: "Škoda", model: "Octavia" });
    const octaviaII = gens.find((g) => g.name === "Octavia II")!;
    const ad = await createAd({ generation: "Octavia II", generationId: octaviaII.id });
    const withoutCitigo = REGISTRY_FIXTURE.map((m) =>
      m.name !== "Škoda"
        ? m
        : {
            ...m,
            models: m.models
              .filter((x) => x.name !== "Citigo")
              .map((x) => ({
                ...x,
                generations: x.generations.filter((g) => g.name !== "Octavia II"),
              })),
          },
    );
    await syncRegistry(getDb(), withoutCitigo);
    expect((await models("Škoda")).body.map((m) => m.model)).not.toContain("Citigo");
    expect((await getGenerations({ make: "Škoda", model: "Octavia" })).map((g) => g.name)).toEqual([
      "Octavia IV",
    ]);
    expect((await makes()).body.map((m) => m.make)).not.toContain("Lynk & Co");
    const [kept] = await getDb().select().from(ads).where(eq(ads.id, ad.id));
    expect(kept).toMatchObject({ generation: "Octavia II", generationId: null });
  });
});
