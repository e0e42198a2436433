/** @jest-environment node */
import { getDb } from "@/lib/infra/db/client";
import { savedSearches } from "@/lib/infra/db/schema";
import { SAVED_SEARCH_LIMIT } from "@/lib/saved-searches/schemas";
import { createAd } from "../helpers/fixtures";
import { Client, signedInClient } from "./auth.helpers";
import {
  countFor,
  getList,
  itemOf,
  markViewed,
  mine,
  other,
  owner,
  remove,
  save,
  savedSearchesTestDb,
} from "./saved-searches.helpers";

// Saving and listing searches (seed 000 §7): who may, what a saved search keeps and refuses,
// its counts of all and of new ads and their preview photos, one search stored once, the limit.

savedSearchesTestDb();

describe("POST and GET /api/saved-searches/", () => {
  it("answers 401 signed out", async () => {
    expect((await getList(new Client())).status).toBe(401);
    expect((await save(new Client(), {})).status).toBe(401);
  });

  it("creates a search with daily alerts, normalised filters and counts, and lists it", async () => {
    const res = await save(owner.client, {
      name: "  Škoda Octavia  ",
      filters: { min_year: 2015, fuel_type: "diesel", ordering: "price", page: 3, make: ["Škoda"] },
      catalog_filter: [{ make: "Škoda", model: "Octavia" }],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Škoda Octavia",
      filters: { min_year: "2015", fuel_type: "diesel", make: ["Škoda"] },
      catalog_filter: [{ make: "Škoda", model: "Octavia" }],
      notification_frequency: "daily",
      uri: "/?make=%C5%A0koda",
      total_ads_count: 1,
      new_ads_count: 0,
    });
    expect(res.body.filters).not.toHaveProperty("ordering");
    expect(res.body.filters).not.toHaveProperty("page");
    const listed = await getList(owner.client);
    expect(listed.status).toBe(200);
    expect(Array.isArray(listed.body)).toBe(true);
    expect(listed.body.map((s: { id: number }) => s.id)).toContain(res.body.id);
    expect((await getList(other.client)).body).toEqual([]);
  });

  it("keeps the car data filters, lists as given or as URL text, and refuses a bad one naming it", async () => {
    const res = await save(owner.client, {
      name: "Octavia kombi 4×4",
      filters: {
        body_type: ["ESTATE_CAR", "FIVE_DOOR_SUV"],
        drive_type: "AWD",
        equipment: "tow_bar,heated_seats",
        first_owner: true,
        region: ["jihomoravsky-kraj"],
      },
      catalog_filter: [{ make: "Škoda", model: "Octavia" }],
    });
    expect(res.status).toBe(201);
    expect(res.body.filters).toMatchObject({
      body_type: "FIVE_DOOR_SUV,ESTATE_CAR",
      drive_type: "AWD",
      equipment: "heated_seats,tow_bar",
      first_owner: "true",
      region: "jihomoravsky-kraj",
    });
    const bad = await save(owner.client, { filters: { equipment: "tow_bar,hovercraft" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(["filters.equipment"]);
  });

  it("cuts a name at 100 characters, by characters not UTF-16 halves, and refuses an empty one", async () => {
    const long = await save(owner.client, { name: "x".repeat(150) });
    expect(long.body.name).toBe("x".repeat(100));
    const emoji = await save(owner.client, { name: "🚗".repeat(150) });
    expect(emoji.status).toBe(201);
    expect(Array.from(emoji.body.name)).toHaveLength(100);
    expect(emoji.body.name).toBe("🚗".repeat(100));
    const empty = await save(owner.client, { name: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toHaveProperty("name");
    await remove(owner.client, long.body.id);
    await remove(owner.client, emoji.body.id);
  });

  it.each([
    [{ filters: { min_year: "soon" } }, "filters.min_year"],
    [{ filters: { fuel_type: "steam" } }, "filters.fuel_type"],
    [{ filters: { min_price: 500000, max_price: 100000 } }, "filters.max_price"],
    [{ catalog_filter: [{ make: "Škoda", colour: "red" }] }, "catalog_filter.0"],
    [{ uri: "https://evil.example/" }, "uri"],
    [{ uri: "//evil.example/" }, "uri"],
    [{ notification_frequency: "monthly" }, "notification_frequency"],
  ])("refuses %j with 400 naming %s, saving nothing", async (input, field) => {
    const before = (await getList(owner.client)).body.length;
    const res = await save(owner.client, input);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty([field]);
    expect((await getList(owner.client)).body).toHaveLength(before);
  });

  it.each([
    ["a make", {}, [{ make: "Škoda" }], "catalog_filter=%7B%22make%22%3A%22%C5%A0koda%22%7D"],
    [
      "a make and a model with a price",
      { max_price: 300000 },
      [{ make: "Škoda", model: "Octavia" }],
      `catalog_filter=${encodeURIComponent(JSON.stringify({ make: "Škoda", model: "Octavia" }))}&max_price=300000`,
    ],
    [
      "two makes",
      {},
      [{ make: "Škoda" }, { make: "BMW" }],
      `catalog_filter=${encodeURIComponent('{"make":"Škoda"}')}&catalog_filter=${encodeURIComponent('{"make":"BMW"}')}`,
    ],
    ["fuel only", { fuel_type: "petrol" }, [], "fuel_type=petrol"],
    ["a year range", { min_year: 2014, max_year: 2021 }, [], "min_year=2014&max_year=2021"],
  ])(
    "total_ads_count equals GET /api/ads-count/filtered/ for %s (own ads included)",
    async (_name, filters, catalog, query) => {
      await createAd({
        make: "Škoda",
        model: "Octavia",
        year: 2017,
        price: 260000,
        ...mine,
      });
      const res = await save(owner.client, { filters, catalog_filter: catalog });
      expect(res.status).toBe(201);
      const expected = await countFor(query);
      expect(expected).toBeGreaterThan(0);
      expect((await itemOf(owner.client, res.body.id)).total_ads_count).toBe(expected);
      await remove(owner.client, res.body.id);
    },
  );

  it("counts new ads after the last view, never the user's own, and restarts on mark_as_viewed", async () => {
    const res = await save(owner.client, {
      name: "Fabias",
      catalog_filter: [{ make: "Škoda", model: "Fabia" }],
    });
    const id = res.body.id as number;
    expect(res.body.new_ads_count).toBe(0);
    const fresh = await createAd({ make: "Škoda", model: "Fabia", year: 2015 }, 1);
    await createAd({ make: "Škoda", model: "Fabia", year: 2016 }, 0);
    await createAd({ make: "Škoda", model: "Fabia", ...mine }, 1);
    const item = await itemOf(owner.client, id);
    expect(item.new_ads_count).toBe(2);
    // previews: the newest matches' first mini photos, not the user's own ad, nor one without photos
    expect(item.preview_images).toEqual([
      fresh.photos[0].miniUrl,
      expect.stringContaining("-mini.webp"),
    ]);
    expect(item.preview_images).toHaveLength(2);
    expect(item.total_ads_count).toBe(
      await countFor(`catalog_filter=${encodeURIComponent('{"make":"Škoda","model":"Fabia"}')}`),
    );
    const marked = await markViewed(owner.client, id);
    expect(marked.status).toBe(200);
    expect((await itemOf(owner.client, id)).new_ads_count).toBe(0);
    await remove(owner.client, id);
  });

  it("stores one search once: the same filters again answer 409 naming the entry, in any order", async () => {
    const { client } = await signedInClient();
    const first = await save(client, {
      name: "Mine",
      filters: { min_year: 2015, fuel_type: "diesel", make: ["Škoda", "BMW"] },
      catalog_filter: [
        { make: "Škoda", model: "Octavia", generation_ids: [2, 1] },
        { make: "BMW" },
      ],
    });
    expect(first.status).toBe(201);
    const again = await save(client, {
      name: "Another name",
      filters: { fuel_type: "diesel", min_year: "2015", ordering: "price", page: 2 },
      catalog_filter: [
        { make: "BMW" },
        { make: "Škoda", model: "Octavia", generation_ids: [1, 2] },
      ],
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: "conflict.saved_search_exists",
      saved_search_id: first.body.id,
    });
    expect((await getList(client)).body).toHaveLength(1);
    // another filter value, or the same search of another user, is a new entry
    const other = await save(client, { filters: { min_year: 2016, fuel_type: "diesel" } });
    expect(other.status).toBe(201);
    expect((await save((await signedInClient()).client, { filters: {} })).status).toBe(201);
  });

  it(`allows at most ${SAVED_SEARCH_LIMIT} saved searches per user`, async () => {
    const { client, user } = await signedInClient();
    await getDb()
      .insert(savedSearches)
      .values(
        Array.from({ length: SAVED_SEARCH_LIMIT - 1 }, (_, i) => ({
          userId: user.id,
          name: `S${i}`,
          uri: "/",
        })),
      );
    expect((await save(client, {})).status).toBe(201);
    const over = await save(client, {});
    expect(over.status).toBe(400);
    expect(over.body.code).toBe("bad_request.saved_search_limit");
    const t0 = performance.now();
    const all = await getList(client);
    expect(all.body).toHaveLength(SAVED_SEARCH_LIMIT);
    expect(performance.now() - t0).toBeLessThan(10_000);
  });
});

describe("preview_images", () => {
  it("shows the newest matches' photos even when nothing was added lately", async () => {
    const old = await createAd(
      { make: "Tatra", model: "613", createdDate: new Date(Date.UTC(2020, 0, 1)) },
      2,
    );
    const older = await createAd(
      { make: "Tatra", model: "603", createdDate: new Date(Date.UTC(2019, 0, 1)) },
      1,
    );
    const res = await save(owner.client, { catalog_filter: [{ make: "Tatra" }] });
    expect(res.body.preview_images).toEqual([old.photos[0].miniUrl, older.photos[0].miniUrl]);
    await remove(owner.client, res.body.id);
  });
});
