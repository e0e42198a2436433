/** @jest-environment node */
// The import (issue 17, "The import"): a feed upserted by (source, source id), bad lines reported
// and skipped, --full archiving that source's missing ads, a dry run writing nothing, every run
// recorded; sellers anonymised and reused; the result visible through the site's own API.
import fs from "node:fs";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import * as adRoute from "@/app/api/ads/cars/[id]/route";
import { GET as filterGET } from "@/app/api/ads/filter/route";
import { archiveAd } from "@/lib/ads/mutations-status";
import { deleteAllAds } from "@/lib/ads/mutations-bulk";
import { getPriceHistory } from "@/lib/ads/price-history";
import type { AdListItem, Paged } from "@/lib/ads/types";
import { setAdminRole } from "@/lib/admin/mutations";
import { getDb } from "@/lib/infra/db/client";
import { ads, importRuns, sellerProfiles, users } from "@/lib/infra/db/schema";
import { fileLines } from "@/lib/import/lines";
import { runImport, type ImportOptions } from "@/lib/import/run";
import { listImportRuns } from "@/lib/import/runs";
import { loadAdminTab } from "@/lib/moderation/queries";
import { adminTabSchema } from "@/lib/moderation/schemas";
import { syncRegistry } from "@/lib/registry/sync";
import { createAd, createUser } from "../helpers/fixtures";
import { testDbWithFiles } from "../helpers/db";
import { get, params } from "../helpers/request";
import { REGISTRY_FIXTURE } from "./registry-fixture";

type Line = Record<string, unknown>;

const car = (id: string, overrides: Line = {}): Line => ({
  id,
  url: `https://auto.bazos.cz/inzerat/${id}/`,
  title: `Škoda Octavia ${id}`,
  make: "SKODA",
  model: "octavia",
  year: 2018,
  price: 250000,
  mileage_km: 120000,
  fuel: "diesel",
  description: "Servisní knížka, nekouřeno.",
  seller: { id: "s1", name: "Autobazar Jih", location: "Brno" },
  listed_at: "2026-11-01T08:00:00Z",
  ...overrides,
});

async function* linesOf(items: (Line | string)[]) {
  for (const item of items) yield typeof item === "string" ? item : JSON.stringify(item);
}

const run = (items: (Line | string)[], opts: Partial<ImportOptions> = {}) =>
  runImport({ source: "bazos", feed: "test.jsonl", lines: linesOf(items), ...opts });

const adOf = async (sourceId: string, source: "bazos" | "facebook" = "bazos") => {
  const [row] = await getDb()
    .select()
    .from(ads)
    .where(and(eq(ads.source, source), eq(ads.sourceId, sourceId)));
  return row;
};

const search = async (qs: string) => {
  const res = await filterGET(get(`/api/ads/filter/${qs}`), params({}));
  return (await res.json()) as Paged<AdListItem>;
};

const dataDir = testDbWithFiles("import", (db) => syncRegistry(db, REGISTRY_FIXTURE));
beforeEach(async () => {
  await deleteAllAds();
  await getDb().delete(importRuns);
});

describe("a first import", () => {
  it("creates the ads, reports bad lines by number and imports the rest", async () => {
    const r = await run([
      car("a1"),
      car("a2", { price: "dohodou" }),
      "",
      "{broken",
      car("a3", { make: "Tatra", model: "T 613", title: "Tatra 613" }),
      car("a1", { price: 1000 }),
    ]);
    expect(r).toMatchObject({ lines: 6, new: 2, updated: 0, unchanged: 0, rejected: 3 });
    expect(r.rejections).toEqual([
      { line: 2, reason: "price: must be a number" },
      { line: 4, reason: "not valid JSON" },
      { line: 6, reason: "id a1 is already on line 1" },
    ]);
    const a1 = await adOf("a1");
    expect(a1).toMatchObject({
      source: "bazos",
      sourceLink: "https://auto.bazos.cz/inzerat/a1/",
      make: "Škoda",
      model: "Octavia",
      price: 250000,
      status: "active",
      sellerUserId: null,
      descCz: "Servisní knížka, nekouřeno.",
    });
    expect(a1.realDate?.toISOString()).toBe("2026-11-01T08:00:00.000Z");
    // a make the registry does not know keeps the feed's text
    expect(await adOf("a3")).toMatchObject({ make: "Tatra", model: "T 613" });
    expect(await adOf("a2")).toBeUndefined();
  });

  it("shows imported ads in the search, by the registry's make and model", async () => {
    await run([car("s1"), car("s2", { make: "Tatra", model: "T 613", title: "Tatra 613" })]);
    const catalog = encodeURIComponent(JSON.stringify({ make: "Škoda", model: "Octavia" }));
    const skoda = await search(`?catalog_filter=${catalog}`);
    expect(skoda.results.map((a) => a.title)).toEqual(["Škoda Octavia s1"]);
    const all = await search("");
    expect(all.count).toBe(2);
  });

  it("gives the sellers of a source one anonymised profile each, reused by later runs", async () => {
    await run([car("p1"), car("p2"), car("p3", { seller: { id: "s2", name: "Pavel" } })]);
    await run([car("p4", { seller: { id: "s1", name: "Autobazar Jih", location: "Brno" } })]);
    const profiles = await getDb()
      .select()
      .from(sellerProfiles)
      .where(eq(sellerProfiles.externalKey, "bazos:s1"));
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({
      userId: null,
      displayName: "Autobazar Jih",
      location: "Brno",
      phoneNumber: null,
      contactEmail: null,
    });
    const sellers = new Set(
      (await Promise.all(["p1", "p2", "p4"].map((id) => adOf(id)))).map((a) => a.sellerProfileId),
    );
    expect([...sellers]).toEqual([profiles[0].id]);
    expect((await adOf("p3")).sellerProfileId).not.toBe(profiles[0].id);
  });

  it("answers the ad with its outbound link and an anonymised seller, no contact details", async () => {
    await run([car("d1")]);
    const ad = await adOf("d1");
    const res = await adRoute.GET(
      get(`/api/ads/cars/${ad.id}/`) as never,
      params({ id: String(ad.id) }),
    );
    const body = await res.json();
    expect(body).toMatchObject({
      source: "bazos",
      source_link: "https://auto.bazos.cz/inzerat/d1/",
      seller_user_id: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/phone_number":"|contact_email":"/);
  });
});

describe("a later import", () => {
  it("changes nothing when the same feed comes again", async () => {
    const feed = [car("r1"), car("r2", { photos: [] }), car("r3", { price: -5 })];
    await run(feed);
    const before = await adOf("r1");
    const again = await run(feed);
    expect(again).toMatchObject({ new: 0, updated: 0, unchanged: 2, archived: 0, rejected: 1 });
    const after = await adOf("r1");
    expect(after.updatedDate.getTime()).toBe(before.updatedDate.getTime());
    expect(await getPriceHistory({ adId: after.id })).toHaveLength(1);
  });

  it("updates a changed price and text, and the price history shows both prices", async () => {
    await run([car("u1"), car("u2")]);
    const r = await run([car("u1", { price: 235000, description: "Nové pneu." }), car("u2")]);
    expect(r).toMatchObject({ new: 0, updated: 1, unchanged: 1 });
    const u1 = await adOf("u1");
    expect(u1).toMatchObject({ price: 235000, descCz: "Nové pneu." });
    expect((await getPriceHistory({ adId: u1.id, corrections: true })).map((p) => p.price)).toEqual(
      [250000, 235000],
    );
    const found = await search("?max_price=240000");
    expect(found.results.map((a) => a.id)).toEqual([u1.id]);
  });

  it("with --full archives that source's active ads missing from the feed, and only those", async () => {
    await run([car("f1"), car("f2"), car("f3")]);
    await runImport({ source: "facebook", feed: "fb.jsonl", lines: linesOf([car("f2")]) });
    const own = await createAd({ title: "Vlastní inzerát" });
    const r = await run([car("f1")], { full: true });
    expect(r).toMatchObject({ unchanged: 1, archived: 2 });
    expect((await adOf("f2")).status).toBe("archived");
    expect((await adOf("f3")).status).toBe("archived");
    expect((await adOf("f1")).status).toBe("active");
    expect((await adOf("f2", "facebook")).status).toBe("active");
    const [ownNow] = await getDb().select().from(ads).where(eq(ads.id, own.id));
    expect(ownNow.status).toBe("active");
    expect((await search("")).count).toBe(3);
  });

  it("without --full leaves missing ads alone", async () => {
    await run([car("n1"), car("n2")]);
    const r = await run([car("n1")]);
    expect(r.archived).toBe(0);
    expect((await adOf("n2")).status).toBe("active");
  });

  it("brings back an ad a full import archived, but not one an admin archived", async () => {
    await run([car("b1"), car("b2"), car("b3")]);
    const admin = await createUser({ emailVerified: true });
    await setAdminRole({ email: admin.email, admin: true, details: {} });
    const [adminRow] = await getDb().select().from(users).where(eq(users.id, admin.id));
    const b2 = await adOf("b2");
    await archiveAd({
      id: b2.id,
      actor: { id: adminRow.id, role: adminRow.role },
      as: "admin",
      reason: "Duplicate listing.",
    });
    expect(await run([car("b3")], { full: true })).toMatchObject({ archived: 1 });
    const r = await run([car("b1"), car("b2"), car("b3")], { full: true });
    expect(r).toMatchObject({ updated: 1, unchanged: 2, archived: 0 });
    expect((await adOf("b1")).status).toBe("active");
    expect((await adOf("b2")).status).toBe("archived");
  });

  it("with --full keeps an ad whose line is refused today as it was, instead of archiving it", async () => {
    await run([car("k1"), car("k2"), car("k3")]);
    const before = await adOf("k2");
    const r = await run(
      [car("k1"), car("k2", { price: "cheap" }), car("k3", { phone: "+420 777 123 456" })],
      {
        full: true,
      },
    );
    expect(r).toMatchObject({ unchanged: 1, rejected: 2, archived: 0 });
    const after = await adOf("k2");
    expect(after).toMatchObject({ status: "active", price: before.price });
    expect((await adOf("k3")).status).toBe("active");
    // a refused line without a readable id names no ad: the ones it does not list are archived
    expect(await run([car("k1"), JSON.stringify({ price: 1 })], { full: true })).toMatchObject({
      rejected: 1,
      archived: 2,
    });
  });

  it("refuses to archive everything when a full feed has no valid line", async () => {
    await run([car("e1")]);
    const r = await run(["{broken"], { full: true });
    expect(r).toMatchObject({ rejected: 1, archived: 0 });
    expect((await adOf("e1")).status).toBe("active");
  });
});

describe("a dry run", () => {
  it("reports what would happen and writes nothing", async () => {
    await run([car("y1"), car("y2")]);
    const before = await getDb().select({ n: count() }).from(importRuns);
    const r = await run([car("y1", { price: 199000 }), car("y3"), car("y4", { year: "x" })], {
      full: true,
      dryRun: true,
    });
    expect(r).toMatchObject({ runId: null, new: 1, updated: 1, archived: 1, rejected: 1 });
    expect((await adOf("y1")).price).toBe(250000);
    expect(await adOf("y3")).toBeUndefined();
    expect((await adOf("y2")).status).toBe("active");
    const after = await getDb().select({ n: count() }).from(importRuns);
    expect(after[0].n).toBe(before[0].n);
  });
});

describe("the run record", () => {
  it("keeps the source, feed, counts, duration and first rejections, newest first", async () => {
    await run([car("k1"), car("k2")]);
    const file = path.join(dataDir(), "feed.jsonl");
    fs.writeFileSync(
      file,
      [
        car("k1", { price: 240000 }),
        car("k3"),
        { ...car("k4"), seller: { id: "x", name: "X", phone: "1" } },
      ]
        .map((l) => JSON.stringify(l))
        .join("\n"),
    );
    const r = await runImport({ source: "bazos", feed: file, lines: fileLines(file), full: true });
    const list = await listImportRuns({ page: 1, size: 20 });
    expect(list.count).toBe(2);
    expect(list.results[0]).toMatchObject({
      id: r.runId,
      source: "bazos",
      feed: file,
      full: true,
      status: "done",
      counts: { new: 1, updated: 1, unchanged: 0, archived: 1, rejected: 1, photoFailures: 0 },
      rejections: [{ line: 3, reason: expect.stringMatching(/^contact details are not accepted/) }],
    });
    expect(list.results[0].durationMs).toBeGreaterThanOrEqual(0);
    // the admin area's "Imports" section lists them (the registry's syncs are not imports)
    const tab = await loadAdminTab({ tab: adminTabSchema.parse("imports"), page: 1 });
    expect(tab.tab).toBe("imports");
    expect(tab.list.results.map((x) => ("feed" in x ? x.feed : null))).toEqual([
      file,
      "test.jsonl",
    ]);
  });

  it("records a feed that breaks off as a failed run, archiving nothing", async () => {
    await run([car("z1"), car("z2")]);
    async function* broken() {
      yield JSON.stringify(car("z1"));
      throw new Error("connection reset");
    }
    await expect(
      runImport({ source: "bazos", feed: "https://x/feed", lines: broken(), full: true }),
    ).rejects.toThrow("connection reset");
    const [last] = (await listImportRuns({ page: 1, size: 1 })).results;
    expect(last).toMatchObject({ status: "failed", error: "connection reset" });
    expect((await adOf("z2")).status).toBe("active");
  });
});
