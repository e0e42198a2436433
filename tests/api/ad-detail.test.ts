/** @jest-environment node */
import { eq } from "drizzle-orm";
import * as adRoute from "@/app/api/ads/cars/[id]/route";
import * as archiveRoute from "@/app/api/ads/cars/[id]/archive/route";
import * as adminArchiveRoute from "@/app/validate/archive/[id]/route";
import { setAdminRole } from "@/lib/admin/mutations";
import { getDb } from "@/lib/infra/db/client";
import { ads, generations, makes, models } from "@/lib/infra/db/schema";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import { syncRegistry } from "@/lib/registry/sync";
import { adCrumbs, similarSearch } from "@/lib/ads/breadcrumb";
import { createAd, createSeller } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, signedInClient, uniqueEmail } from "./auth.helpers";
import { REGISTRY_FIXTURE } from "./registry-fixture";

type Handler = (req: never, ctx: { params: Promise<{ id: string }> }) => Promise<Response>;

beforeAll(async () => {
  await setupTestDb();
  await syncRegistry(getDb(), REGISTRY_FIXTURE);
});
afterAll(teardownTestDb);
beforeEach(() => resetRateLimits());

/** Calls a handler of a dynamic [id] route the way Next does. */
async function call(
  c: Client,
  handler: Handler,
  path: string,
  id: string,
  method = "GET",
  json?: unknown,
) {
  const req = c.request(path, { method, json });
  const res = await handler(req as never, { params: Promise.resolve({ id }) });
  c.store(res);
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- bodies are inspected loosely
}
const getAd = (id: number | string, c = new Client()) =>
  call(c, adRoute.GET as Handler, `/api/ads/cars/${id}/`, String(id));
const REASON = { reason: "Duplicitní inzerát" };
const SOLD = { endReason: "sold_here" };
const archive = (c: Client, id: number, json: unknown = SOLD) =>
  call(c, archiveRoute.POST as Handler, `/api/ads/cars/${id}/archive/`, String(id), "POST", json);
const adminArchive = (c: Client, id: number) =>
  call(c, adminArchiveRoute.POST as Handler, `/validate/archive/${id}`, String(id), "POST", REASON);

async function generationNamed(generation: string) {
  const [g] = await getDb()
    .select({ id: generations.id, name: generations.name })
    .from(generations)
    .innerJoin(models, eq(models.id, generations.modelId))
    .innerJoin(makes, eq(makes.id, models.makeId))
    .where(eq(generations.name, generation));
  return g;
}

describe("GET /api/ads/cars/{id}/", () => {
  it("answers the car ad of the specification with public fields only", async () => {
    const seller = await createSeller({
      phoneNumber: "+420777000111",
      contactEmail: "seller@example.test",
      location: "Brno",
    });
    const ad = await createAd(
      {
        sellerProfileId: seller.id,
        vinNumber: "TMBJJ7NE8J0123456",
        descCz: "Pěkné auto.",
        descEn: "A nice car.",
        sourceLink: "https://auto.bazos.cz/inzerat/1/",
        source: "bazos",
        locationName: "Brno",
        locationLink: "https://mapy.cz/?q=Brno",
        purchaseCountry: "Germany",
      },
      3,
    );
    const { status, body } = await getAd(ad.id);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        "id",
        "title",
        "make",
        "model",
        "generation",
        "generation_id",
        "variant",
        "year",
        "price",
        "vat_refund",
        "condition",
        "mileage_km",
        "number_of_owners",
        "power_kw",
        "fuel_type",
        "transmission",
        "drive_type",
        "body_type",
        "purchase_country",
        "location_name",
        "location_link",
        "vin_number",
        "image_links",
        "image_minis",
        "desc_cz",
        "desc_en",
        "desc_ru",
        "status",
        "archived",
        "source",
        "source_link",
        "seller_profile_id",
        "seller_user_id",
        "real_date",
        "created_date",
        "updated_date",
        "checked_at",
        // the car data of issue 29
        "colour",
        "metallic",
        "doors",
        "seats",
        "equipment",
        "stk_valid_until",
        "service_book",
        "garaged",
        "region",
        "lat",
        "lng",
        "seller_type",
        // issue 30: null until the ad is rated
        "price_rating",
      ].sort(),
    );
    expect(body).toMatchObject({
      id: ad.id,
      title: "Škoda Octavia 2.0 TDI",
      price: 289000,
      power_kw: 110,
      vin_number: "TMBJJ7NE8J0123456",
      desc_en: "A nice car.",
      desc_ru: null,
      status: "active",
      archived: false,
      source: "bazos",
      source_link: "https://auto.bazos.cz/inzerat/1/",
      seller_profile_id: seller.id,
      image_links: ad.photos.map((p) => p.fullUrl),
      image_minis: ad.photos.map((p) => p.miniUrl),
    });
    // the seller's phone and e-mail never travel with the ad
    expect(JSON.stringify(body)).not.toMatch(/777000111|seller@example\.test/);
  });

  it("answers sold ads like any other (200, status sold)", async () => {
    const ad = await createAd({ status: "sold" });
    const { status, body } = await getAd(ad.id);
    expect(status).toBe(200);
    expect(body.status).toBe("sold");
  });

  it("answers 404 for a missing, deleted or malformed id", async () => {
    const deleted = await createAd({ status: "deleted" });
    for (const id of [deleted.id, 99_999_999, "abc", "0", "-3"]) {
      const { status, body } = await getAd(id);
      expect([id, status]).toEqual([id, 404]);
      expect(body.error).toBeTruthy();
    }
  });

  it("answers 410 for an archived ad, with the original and similar active ads, same generation first", async () => {
    const gen = await generationNamed("Citigo");
    const model = { make: "Škoda", model: "Citigo" };
    const archived = await createAd({
      ...model,
      title: "Citigo archived",
      status: "archived",
      year: 2015,
      generationId: gen.id,
      generation: gen.name,
    });
    const day = (d: number) => new Date(Date.UTC(2026, 5, d));
    const sameGen = await createAd(
      { ...model, title: "same generation", generationId: gen.id, createdDate: day(1) },
      1,
    );
    const newer = [];
    for (let i = 0; i < 8; i++)
      newer.push(await createAd({ ...model, title: `same model ${i}`, createdDate: day(10 + i) }));
    await createAd({ ...model, title: "sold one", status: "sold", generationId: gen.id });
    await createAd({ ...model, title: "other archived", status: "archived", generationId: gen.id });
    await createAd({ make: "Škoda", model: "Fabia", title: "other model" });

    const { status, body } = await getAd(archived.id);
    expect(status).toBe(410);
    expect(body.error).toBeTruthy();
    expect(body.originalAd).toEqual({
      make: "Škoda",
      model: "Citigo",
      year: 2015,
      generation_id: gen.id,
    });
    const titles = body.similarAds.map((a: { title: string }) => a.title);
    expect(titles).toHaveLength(8);
    expect(titles[0]).toBe("same generation"); // older, but the same generation comes first
    expect(titles.slice(1)).toEqual(
      newer
        .slice(1)
        .reverse()
        .map((a) => a.title),
    ); // then newest first
    expect(body.similarAds[0].id).toBe(sameGen.id);
    expect(body.similarAds[0].image_minis).toHaveLength(1);
    expect(
      body.similarAds.every(
        (a: { status: string; model: string }) => a.status === "active" && a.model === "Citigo",
      ),
    ).toBe(true);
  });

  it("answers an empty similar list when there is nothing alike", async () => {
    const archived = await createAd({ make: "Lada", model: "Niva", status: "archived" });
    const { status, body } = await getAd(archived.id);
    expect(status).toBe(410);
    expect(body.similarAds).toEqual([]);
  });
});

describe("archiving", () => {
  it("lets only the ad's seller archive it through POST /api/ads/cars/{id}/archive/, idempotently", async () => {
    const owner = await signedInClient();
    const seller = await createSeller({ userId: owner.user.id });
    const ad = await createAd({
      sellerProfileId: seller.id,
      sellerUserId: owner.user.id,
      updatedDate: new Date(Date.UTC(2026, 0, 1)),
    });

    expect((await archive(new Client(), ad.id)).status).toBe(401);
    const stranger = await signedInClient();
    await createSeller({ userId: stranger.user.id });
    expect((await archive(stranger.client, ad.id)).status).toBe(403);
    const noCsrf = await owner.client.call(
      archiveRoute.POST as never,
      `/api/ads/cars/${ad.id}/archive/`,
      { method: "POST", csrf: null },
    );
    expect(noCsrf.status).toBe(403);
    expect((await getAd(ad.id)).status).toBe(200); // nothing changed so far

    // a client that labels its empty body as JSON (as fetch wrappers do) is told what is missing
    // (the seller must say why the ad ends, issue 32), not refused as malformed
    const labelled = await (archiveRoute.POST as Handler)(
      owner.client.request(`/api/ads/cars/${ad.id}/archive/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
      }) as never,
      { params: Promise.resolve({ id: String(ad.id) }) },
    );
    expect(labelled.status).toBe(400);
    expect((await labelled.json()).fields).toEqual({ endReason: "endReasons.errors.required" });
    const first = await archive(owner.client, ad.id);
    expect(first).toEqual({ status: 200, body: { id: ad.id, status: "archived" } });
    const [row] = await getDb().select().from(ads).where(eq(ads.id, ad.id));
    expect(row.status).toBe("archived");
    expect(row.updatedDate.getTime()).toBeGreaterThan(Date.UTC(2026, 0, 1));
    expect(await archive(owner.client, ad.id)).toEqual(first);
    expect((await getAd(ad.id)).status).toBe(410);
    expect((await archive(owner.client, 99_999_999)).status).toBe(404);
  });

  it("keeps POST /validate/archive/{id} for admins, who may also use the owner route", async () => {
    const admin = await signedInClient(uniqueEmail("boss"));
    const owner = await signedInClient();
    const seller = await createSeller({ userId: owner.user.id });
    const [a, b] = [
      await createAd({ sellerProfileId: seller.id }),
      await createAd({ sellerProfileId: seller.id }),
    ];
    await setAdminRole({ email: admin.email, admin: true });

    expect((await adminArchive(new Client(), a.id)).status).toBe(401);
    expect((await adminArchive(owner.client, a.id)).status).toBe(403); // owning the ad is not enough here
    expect(await adminArchive(admin.client, a.id)).toEqual({
      status: 200,
      body: { id: a.id, status: "archived" },
    });
    expect((await archive(admin.client, b.id, REASON)).status).toBe(200);
    expect((await getAd(b.id)).status).toBe(410);
    expect((await adminArchive(admin.client, 99_999_999)).status).toBe(404);

    await setAdminRole({ email: admin.email, admin: false });
    const c = await createAd({ sellerProfileId: seller.id });
    expect((await adminArchive(admin.client, c.id)).status).toBe(403); // the role is read on every call
  });
});

describe("breadcrumb", () => {
  const label = { fuel: (v: string) => `fuel:${v}`, transmission: (v: string) => `gearbox:${v}` };
  const decode = (href: string | null) => (href ? decodeURIComponent(href) : null);

  it("links make, model, generation, fuel and gearbox to ever narrower searches", async () => {
    const gen = await generationNamed("Octavia II");
    const crumbs = await adCrumbs(
      {
        make: "skoda",
        model: "octavia",
        generation: "Octavia II",
        generation_id: gen.id,
        fuel_type: "diesel",
        transmission: "amt",
      },
      label,
    );
    const models = `[{"model":"Octavia","generations":[${gen.id}]}]`;
    expect(crumbs.map((c) => [c.name, decode(c.href)])).toEqual([
      ["Škoda", "/skoda"],
      ["Octavia", "/skoda/octavia"],
      ["Octavia II", `/?make=Škoda&models=${models}`],
      ["fuel:diesel", `/?make=Škoda&models=${models}&fuel_type=diesel`],
      [
        "gearbox:automatic",
        `/?make=Škoda&models=${models}&fuel_type=diesel&transmission=automatic`,
      ],
    ]);
  });

  it("names the archived view's search without repeating the model", async () => {
    const gen = await generationNamed("Octavia II");
    const ad: Parameters<typeof similarSearch>[0] = {
      make: "Škoda",
      model: "Octavia",
      generation: "Octavia II",
      generation_id: gen.id,
      fuel_type: "diesel",
      transmission: "mt",
    };
    expect(await similarSearch(ad)).toEqual({
      name: "Škoda Octavia II",
      href: expect.stringContaining(`%5B${gen.id}%5D`),
    });
    expect(await similarSearch({ ...ad, generation: null, generation_id: null })).toEqual({
      name: "Škoda Octavia",
      href: "/skoda/octavia",
    });
  });

  it("stays on the landing page without a generation, and leaves makes the registry lacks unlinked", async () => {
    const plain = await adCrumbs(
      {
        make: "Škoda",
        model: "Octavia",
        generation: null,
        generation_id: null,
        fuel_type: "petrol",
        transmission: "mt",
      },
      label,
    );
    expect(plain.map((c) => decode(c.href))).toEqual([
      "/skoda",
      "/skoda/octavia",
      "/skoda/octavia?fuel_type=petrol",
      "/skoda/octavia?fuel_type=petrol&transmission=manual",
    ]);
    const unknown = await adCrumbs(
      {
        make: "Trabant",
        model: "601",
        generation: null,
        generation_id: null,
        fuel_type: null,
        transmission: null,
      },
      label,
    );
    expect(unknown).toEqual([
      { name: "Trabant", href: null },
      { name: "601", href: null },
    ]);
  });
});
