/** @jest-environment node */
// A dealer's own feed (issue 32, "Dealers"): the dry run shows what would change and writes no
// ad, "Použít" applies the same file as the dealer's own ads, refused lines come with their line
// and reason, a feed never touches another seller's ads, and a stored URL is run by the hourly
// task through the SSRF-guarded fetch.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import * as dryRun from "@/app/api/profile/feed/dry-run/route";
import * as apply from "@/app/api/profile/feed/apply/route";
import * as feedRoute from "@/app/api/profile/feed/route";
import { periodicTasks } from "@/lib/background";
import { deleteAllAds } from "@/lib/ads/mutations-bulk";
import { getDb } from "@/lib/infra/db/client";
import { ads, importRuns } from "@/lib/infra/db/schema";
import { resetEnvCache } from "@/lib/infra/env";
import { listImportRuns } from "@/lib/import/runs";
import { syncRegistry } from "@/lib/registry/sync";
import { createAd } from "../helpers/fixtures";
import { testDbWithFiles } from "../helpers/db";
import { signedInClient, type Client } from "./auth.helpers";
import { car, dealer, feedForm, jsonl } from "./dealer-feed.helpers";
import { REGISTRY_FIXTURE } from "./registry-fixture";

testDbWithFiles("dealer-feed", (db) => syncRegistry(db, REGISTRY_FIXTURE));

const fortyCars = () => Array.from({ length: 40 }, (_, i) => car(`c${i + 1}`));

const dry = (c: Client, text: string, name?: string, fields?: Record<string, string>) =>
  c.call(dryRun.POST, "/api/profile/feed/dry-run/", { form: feedForm(text, name, fields) });
const applyFeed = (c: Client, text: string, name?: string, fields?: Record<string, string>) =>
  c.call(apply.POST, "/api/profile/feed/apply/", { form: feedForm(text, name, fields) });

const adsOf = (profileId: number) =>
  getDb().select().from(ads).where(eq(ads.sellerProfileId, profileId));
const countAds = async () => (await getDb().select({ n: count() }).from(ads))[0].n;

beforeEach(async () => {
  await deleteAllAds();
  await getDb().delete(importRuns);
});

describe("a dealer's feed", () => {
  it("dry run of 40 lines shows 40 new and writes no ad, only a dry run record", async () => {
    const { client, profile } = await dealer();
    const before = await countAds();
    const r = await dry(client, jsonl(fortyCars()));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ dryRun: true, new: 40, updated: 0, archived: 0, rejected: 0 });
    expect(r.body.changes).toHaveLength(20);
    expect(r.body.changes[0]).toMatchObject({ line: 1, id: "c1", kind: "new", price: 300000 });
    expect(await countAds()).toBe(before);
    const runs = await getDb().select().from(importRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ dryRun: true, sellerProfileId: profile.id, newCount: 40 });
  });

  it("applies the same file: 40 ads of the dealer, as the dealer's own; again: unchanged", async () => {
    const { client, user, profile } = await dealer();
    const r = await applyFeed(client, jsonl(fortyCars()));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ dryRun: false, new: 40 });
    const mine = await adsOf(profile.id);
    expect(mine).toHaveLength(40);
    for (const ad of mine)
      expect(ad).toMatchObject({
        source: "own",
        sellerUserId: user.id,
        sellerType: "dealer",
        status: "active",
        sourceId: expect.stringMatching(new RegExp(`^d${profile.id}:c\\d+$`)),
      });
    // the feed's own run shows in the profile's list
    const listed = await client.call(feedRoute.GET, "/api/profile/feed/");
    expect(listed.body.runs[0]).toMatchObject({ dryRun: false, counts: { new: 40 } });

    const again = await dry(
      client,
      jsonl(fortyCars().map((c, i) => (i ? c : { ...c, price: 289000 }))),
    );
    expect(again.body).toMatchObject({ new: 0, updated: 1, unchanged: 39 });
    expect(again.body.changes).toEqual([expect.objectContaining({ id: "c1", kind: "updated" })]);
  });

  it("refuses a line with a bad price by its line and reason, imports the rest", async () => {
    const { client, profile } = await dealer();
    const r = await applyFeed(
      client,
      jsonl([car("a1"), "# komentář", car("a2", { price: "dohodou" }), car("a3")]),
    );
    expect(r.body).toMatchObject({ new: 2, rejected: 1 });
    expect(r.body.rejections).toEqual([{ line: 3, reason: "price: must be a number" }]);
    expect(await adsOf(profile.id)).toHaveLength(2);
  });

  it("takes a CSV file with the same columns", async () => {
    const { client, profile } = await dealer();
    const csv =
      "\ufeffid,url,title,make,model,year,price,fuel,photos,equipment\r\n" +
      'x1,https://a.example/1,"Škoda Octavia, 1. majitel",Škoda,Octavia,2019,250000,diesel,,"abs,esp"\r\n' +
      "x2,https://a.example/2,Octavia,Škoda,Octavia,2019,levně,diesel,,\r\n";
    const r = await applyFeed(client, csv, "sklad.csv");
    expect(r.body).toMatchObject({ new: 1, rejected: 1 });
    expect(r.body.rejections).toEqual([{ line: 3, reason: "price: must be a number" }]);
    const [ad] = await adsOf(profile.id);
    expect(ad.title).toBe("Škoda Octavia, 1. majitel");
  });

  it("an id another dealer's feed uses makes this dealer's own ad; the other's is untouched", async () => {
    const a = await dealer();
    const b = await dealer();
    await applyFeed(a.client, jsonl([car("same", { price: 100000 })]));
    const r = await applyFeed(b.client, jsonl([car("same", { price: 999000 })]));
    expect(r.body).toMatchObject({ new: 1, updated: 0 });
    const [mineA] = await adsOf(a.profile.id);
    const [mineB] = await adsOf(b.profile.id);
    expect(mineA.price).toBe(100000);
    expect(mineB.price).toBe(999000);
    expect(mineB.sellerUserId).toBe(b.user.id);
  });

  it("a full feed archives only the dealer's own feed ads it no longer lists", async () => {
    const a = await dealer();
    const b = await dealer();
    await applyFeed(a.client, jsonl([car("k1"), car("k2")]));
    await applyFeed(b.client, jsonl([car("k1"), car("k2")]));
    // an ad the dealer placed by hand, and an imported ad of the operator's feed
    const byHand = await createAd({ sellerProfileId: a.profile.id, sellerUserId: a.user.id });
    const imported = await createAd({ source: "bazos", sourceId: "k2" });

    const preview = await dry(a.client, jsonl([car("k1")]));
    expect(preview.body).toMatchObject({ archived: 1, unchanged: 1 });
    const r = await applyFeed(a.client, jsonl([car("k1")]));
    expect(r.body).toMatchObject({ archived: 1 });

    const status = async (id: number) =>
      (await getDb().select().from(ads).where(eq(ads.id, id)))[0];
    const aAds = await adsOf(a.profile.id);
    const k2 = aAds.find((x) => x.sourceId === `d${a.profile.id}:k2`)!;
    expect(k2).toMatchObject({ status: "archived", endReason: "source_ended" });
    expect((await status(byHand.id)).status).toBe("active");
    expect((await status(imported.id)).status).toBe("active");
    const bActive = (await adsOf(b.profile.id)).filter((x) => x.status === "active");
    expect(bActive).toHaveLength(2);

    // listed again, it comes back
    const back = await applyFeed(a.client, jsonl([car("k1"), car("k2")]));
    expect(back.body).toMatchObject({ updated: 1 });
    expect((await status(k2.id)).status).toBe("active");
    // an upload marked as not the whole stock archives nothing
    const partial = await applyFeed(a.client, jsonl([car("k1")]), undefined, { full: "false" });
    expect(partial.body).toMatchObject({ archived: 0 });
  });

  it("refuses a user who is not a dealer, or whose phone is not verified (403 with the reason)", async () => {
    const seller = await dealer({ isDealer: false });
    const r = await dry(seller.client, jsonl([car("n1")]));
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: "forbidden", reason: "not_dealer" });
    const unverified = await dealer({ phoneVerified: false });
    const u = await applyFeed(unverified.client, jsonl([car("n1")]));
    expect(u.status).toBe(403);
    expect(u.body.reason).toBe("phone_unverified");
    const nobody = await signedInClient();
    const n = await nobody.client.call(feedRoute.GET, "/api/profile/feed/");
    expect(n.status).toBe(403);
    expect(n.body.reason).toBe("no_profile");
    expect(await countAds()).toBe(0);
    expect(await getDb().select().from(importRuns)).toHaveLength(0);
  });

  it("refuses a feed of more than 2000 cars, and a second run while one is under way", async () => {
    const { client, profile } = await dealer();
    const many = Array.from({ length: 2001 }, (_, i) => JSON.stringify(car(`m${i}`))).join("\n");
    const r = await dry(client, many);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ reason: "too_many", max: 2000 });
    await getDb()
      .insert(importRuns)
      .values({ source: "own", status: "running", sellerProfileId: profile.id });
    const busy = await applyFeed(client, jsonl([car("b1")]));
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe("conflict.in_progress");
  });

  it("shows dealer runs in the admin's list, marked as dry runs and with the dealer", async () => {
    const { client, profile } = await dealer();
    await dry(client, jsonl([car("z1")]));
    const { results } = await listImportRuns({ page: 1, size: 5 });
    expect(results[0]).toMatchObject({
      source: "own",
      dryRun: true,
      seller: { id: profile.id, name: profile.displayName },
      counts: { new: 1 },
    });
  });
});

describe("a dealer's URL feed", () => {
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/sklad.csv")
        return res
          .writeHead(200, { "content-type": "text/csv" })
          .end(
            "id,url,title,make,model,year,price\nu1,https://a.example/u1,Octavia,Škoda,Octavia,2018,199000\n",
          );
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    delete process.env.IMPORT_ALLOW_PRIVATE_HOSTS;
    resetEnvCache();
  });

  it("saves the URL, and the hourly task fetches and applies it (guarded: private hosts refused)", async () => {
    const { client, profile } = await dealer();
    const bad = await client.call(feedRoute.PUT, "/api/profile/feed/", {
      method: "PUT",
      json: { url: "ftp://x", format: "csv" },
    });
    expect(bad.status).toBe(400);
    const saved = await client.call(feedRoute.PUT, "/api/profile/feed/", {
      method: "PUT",
      json: { url: `${base}/sklad.csv`, format: "csv", enabled: true },
    });
    expect(saved.status).toBe(200);
    const task = periodicTasks().find((t) => t.name === "dealer-feeds")!;
    jest.spyOn(console, "info").mockImplementation(() => {});
    jest.spyOn(console, "error").mockImplementation(() => {});

    // the SSRF guard: a private address is not fetched, the failure is listed
    await task.run();
    expect(await adsOf(profile.id)).toHaveLength(0);
    const failed = await client.call(feedRoute.GET, "/api/profile/feed/");
    expect(failed.body.runs[0]).toMatchObject({ status: "failed" });

    process.env.IMPORT_ALLOW_PRIVATE_HOSTS = "1";
    resetEnvCache();
    await task.run();
    const [ad] = await adsOf(profile.id);
    expect(ad).toMatchObject({ price: 199000, sourceId: `d${profile.id}:u1`, source: "own" });
    const listed = await client.call(feedRoute.GET, "/api/profile/feed/");
    expect(listed.body.feed).toMatchObject({ url: `${base}/sklad.csv`, format: "csv" });
    expect(listed.body.runs[0]).toMatchObject({
      status: "done",
      dryRun: false,
      counts: { new: 1 },
    });
    // the dry run of the stored URL
    const preview = await client.call(dryRun.POST, "/api/profile/feed/dry-run/", {
      form: (() => {
        const f = new FormData();
        f.append("from", "url");
        return f;
      })(),
    });
    expect(preview.body).toMatchObject({ unchanged: 1, new: 0 });
  });
});
