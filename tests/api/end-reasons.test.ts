/** @jest-environment node */
// Why ads end (issue 32): every way an ad ends stores end_reason and ended_at; every way back on
// sale clears them. The seller archiving their own ad must say why.
import { eq } from "drizzle-orm";
import * as archiveRoute from "@/app/api/ads/cars/[id]/archive/route";
import * as renewRoute from "@/app/api/ads/cars/[id]/renew/route";
import * as freshnessRoute from "@/app/api/freshness/route";
import * as adminArchiveRoute from "@/app/validate/archive/[id]/route";
import { setAdminRole } from "@/lib/admin/mutations";
import { freshnessToken } from "@/lib/freshness/token";
import { getFreshnessAd } from "@/lib/freshness/queries";
import { getDb } from "@/lib/infra/db/client";
import { ads } from "@/lib/infra/db/schema";
import { runImport } from "@/lib/import/run";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import { syncRegistry } from "@/lib/registry/sync";
import { getSellTimes, resetSellTimes } from "@/lib/stats/sell-time";
import { createAd, createSeller } from "../helpers/fixtures";
import { testDbWithFiles } from "../helpers/db";
import { Client, signedInClient, uniqueEmail } from "./auth.helpers";
import { REGISTRY_FIXTURE } from "./registry-fixture";
import { createTranslator } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { SellTimeLine } from "@/components/search/sell-time-line";
import cs from "@/messages/cs.json";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";

jest.mock("next-intl/server", () => ({
  getTranslations: async ({
    locale,
    namespace,
  }: {
    locale: "cs" | "en" | "ru";
    namespace: "sellTime";
  }) => createTranslator({ locale, messages: { cs, en, ru }[locale], namespace }),
}));

testDbWithFiles("end-reasons", (db) => syncRegistry(db, REGISTRY_FIXTURE));
beforeEach(() => resetRateLimits());

type Handler = (req: never, ctx: { params: Promise<{ id: string }> }) => Promise<Response>;
async function post(c: Client, handler: Handler, url: string, id: number, json?: unknown) {
  const res = await handler(c.request(url, { method: "POST", json }) as never, {
    params: Promise.resolve({ id: String(id) }),
  });
  c.store(res);
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- bodies are inspected loosely
}
const archive = (c: Client, id: number, json?: unknown) =>
  post(c, archiveRoute.POST as Handler, `/api/ads/cars/${id}/archive/`, id, json);
const renew = (c: Client, id: number) =>
  post(c, renewRoute.POST as Handler, `/api/ads/cars/${id}/renew/`, id);
const rowOf = async (id: number) => (await getDb().select().from(ads).where(eq(ads.id, id)))[0];
const recent = (d: Date | null) => !!d && Math.abs(Date.now() - d.getTime()) < 60_000;

async function sellerWithAd() {
  const owner = await signedInClient();
  const seller = await createSeller({ userId: owner.user.id });
  const ad = await createAd({ sellerProfileId: seller.id, sellerUserId: owner.user.id });
  return { ...owner, seller, ad };
}

describe("the seller's archive", () => {
  it("needs to know why: nothing or an unknown reason is a 400 with the translated key, nothing changes", async () => {
    const { client, ad } = await sellerWithAd();
    for (const body of [undefined, {}, { endReason: "bored" }, { endReason: "moderated" }]) {
      const res = await archive(client, ad.id, body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ endReason: "endReasons.errors.required" });
    }
    // the key names a real message the dialog shows
    expect(cs.endReasons.errors.required).toMatch(/Vyberte/);
    const row = await rowOf(ad.id);
    expect(row).toMatchObject({ status: "active", endReason: null, endedAt: null });
  });

  it("stores the answer and when, in the same write; renewing puts it back on sale and clears both", async () => {
    const { client, ad } = await sellerWithAd();
    const res = await archive(client, ad.id, { endReason: "sold_elsewhere" });
    expect(res).toEqual({ status: 200, body: { id: ad.id, status: "archived" } });
    const row = await rowOf(ad.id);
    expect(row.status).toBe("archived");
    expect(row.endReason).toBe("sold_elsewhere");
    expect(recent(row.endedAt)).toBe(true);

    expect((await renew(client, ad.id)).status).toBe(200);
    expect(await rowOf(ad.id)).toMatchObject({ status: "active", endReason: null, endedAt: null });
  });
});

describe("an admin's archive", () => {
  it("stores 'moderated', through the admin route and the owner route alike", async () => {
    const admin = await signedInClient(uniqueEmail("boss"));
    await setAdminRole({ email: admin.email, admin: true });
    const seller = await createSeller();
    const [a, b] = [
      await createAd({ sellerProfileId: seller.id }),
      await createAd({ sellerProfileId: seller.id }),
    ];
    const reason = { reason: "Zavádějící fotografie" };
    const viaAdmin = await post(
      admin.client,
      adminArchiveRoute.POST as Handler,
      `/validate/archive/${a.id}`,
      a.id,
      reason,
    );
    expect(viaAdmin.status).toBe(200);
    expect((await archive(admin.client, b.id, reason)).status).toBe(200);
    for (const id of [a.id, b.id]) {
      const row = await rowOf(id);
      expect(row.endReason).toBe("moderated");
      expect(recent(row.endedAt)).toBe(true);
    }
  });
});

describe("the still-for-sale e-mail's 'sold'", () => {
  it("records 'sold' and when; renewing clears both", async () => {
    const { client, ad } = await sellerWithAd();
    const { checkedMs } = (await getFreshnessAd({ id: ad.id }))!;
    const token = freshnessToken({ adId: ad.id, answer: "sold", checkedMs });
    const res = await new Client().call(freshnessRoute.POST, "/api/freshness/", {
      json: { ad: ad.id, answer: "sold", token },
      origin: null,
      csrf: null,
    });
    expect(res.status).toBe(200);
    const row = await rowOf(ad.id);
    expect(row).toMatchObject({ status: "sold", endReason: "sold" });
    expect(recent(row.endedAt)).toBe(true);
    expect((await renew(client, ad.id)).status).toBe(200);
    expect(await rowOf(ad.id)).toMatchObject({ status: "active", endReason: null, endedAt: null });
  });
});

describe("the sold answer's follow-up", () => {
  it("says where the car was sold, optionally; a wrong token changes nothing", async () => {
    const { ad } = await sellerWithAd();
    const { checkedMs } = (await getFreshnessAd({ id: ad.id }))!;
    const token = freshnessToken({ adId: ad.id, answer: "sold", checkedMs });
    const send = (json: unknown) =>
      new Client().call(freshnessRoute.POST, "/api/freshness/", { json, origin: null, csrf: null });
    expect((await send({ ad: ad.id, answer: "sold", token })).status).toBe(200);
    expect((await rowOf(ad.id)).endReason).toBe("sold");
    const endedAt = (await rowOf(ad.id)).endedAt;

    const forged = await send({ ad: ad.id, answer: "sold", token: "x" + token, where: "here" });
    expect(forged.status).toBe(403);
    expect((await send({ ad: ad.id, answer: "sold", token, where: "nowhere" })).status).toBe(400);
    expect((await rowOf(ad.id)).endReason).toBe("sold");

    expect((await send({ ad: ad.id, answer: "sold", token, where: "here" })).status).toBe(200);
    expect(await rowOf(ad.id)).toMatchObject({ endReason: "sold_here", endedAt });
    // a second thought
    expect((await send({ ad: ad.id, answer: "sold", token, where: "elsewhere" })).status).toBe(200);
    expect((await rowOf(ad.id)).endReason).toBe("sold_elsewhere");
  });

  it("answered at once with where, marks the ad sold with that reason", async () => {
    const { ad } = await sellerWithAd();
    const { checkedMs } = (await getFreshnessAd({ id: ad.id }))!;
    const token = freshnessToken({ adId: ad.id, answer: "sold", checkedMs });
    const res = await new Client().call(freshnessRoute.POST, "/api/freshness/", {
      json: { ad: ad.id, answer: "sold", token, where: "elsewhere" },
      origin: null,
      csrf: null,
    });
    expect(res.status).toBe(200);
    const row = await rowOf(ad.id);
    expect(row).toMatchObject({ status: "sold", endReason: "sold_elsewhere" });
    expect(recent(row.endedAt)).toBe(true);
  });
});

describe("an import", () => {
  const line = (id: string) =>
    JSON.stringify({
      id,
      url: `https://auto.bazos.cz/inzerat/${id}/`,
      title: `Škoda Octavia ${id}`,
      make: "SKODA",
      model: "octavia",
      year: 2018,
      price: 250000,
      mileage_km: 120000,
      fuel: "diesel",
      seller: { id: "s1", name: "Autobazar Jih", location: "Brno" },
      listed_at: "2026-11-01T08:00:00Z",
    });
  async function* lines(ids: string[]) {
    for (const id of ids) yield line(id);
  }
  const run = (ids: string[]) =>
    runImport({ source: "bazos", feed: "test.jsonl", lines: lines(ids), full: true });
  const bySourceId = async (sourceId: string) =>
    (await getDb().select().from(ads).where(eq(ads.sourceId, sourceId)))[0];

  it("ends an ad gone from a full feed as 'source_ended'; listed again, it runs again", async () => {
    await run(["e1", "e2"]);
    expect(await run(["e1"])).toMatchObject({ archived: 1 });
    const gone = await bySourceId("e2");
    expect(gone).toMatchObject({ status: "archived", endReason: "source_ended" });
    expect(recent(gone.endedAt)).toBe(true);
    expect((await bySourceId("e1")).endReason).toBeNull();

    await run(["e1", "e2"]);
    expect(await bySourceId("e2")).toMatchObject({
      status: "active",
      endReason: null,
      endedAt: null,
    });
  });
});

describe("the median days to sell", () => {
  it("counts the sold ads of the last 12 months, once a model has enough of them", async () => {
    const seller = await createSeller();
    const DAY = 86_400_000;
    const sold = (days: number, endReason: "sold_here" | "sold" | "not_selling", agoDays = 3) => {
      const endedAt = new Date(Date.now() - agoDays * DAY);
      return createAd({
        sellerProfileId: seller.id,
        make: "Škoda",
        model: "Superb",
        status: "archived",
        endReason,
        endedAt,
        createdDate: new Date(endedAt.getTime() - days * DAY),
      });
    };
    for (let i = 0; i < 9; i++) await sold(20 + i, i % 2 ? "sold_here" : "sold");
    await sold(1, "not_selling"); // not a sale
    await sold(2, "sold_here", 400); // too long ago
    resetSellTimes();
    expect((await getSellTimes()).model("Škoda", "Superb")).toBeNull();
    const line = async (locale: "cs" | "en" | "ru") => {
      const el = await SellTimeLine({ make: "Škoda", model: "Superb", locale });
      return el ? renderToStaticMarkup(el) : null;
    };
    expect(await line("cs")).toBeNull(); // the landing page shows nothing with too few sales
    await sold(30, "sold_here");
    resetSellTimes();
    // 20..28 and 30: the middle two are 24 and 25
    expect((await getSellTimes()).model("Škoda", "Superb")).toEqual({ days: 25, cases: 10 });
    expect(await line("cs")).toContain(
      "Škoda Superb se na Vozovně obvykle prodá za 25 dní (medián z 10 prodejů za posledních 12 měsíců).",
    );
    // every sale at the same price: its band has the same 10 cases, listed by price
    expect(await line("cs")).toMatch(/Podle ceny: [^<]*Kč: 25 dní/);
    expect(await line("en")).toContain("Škoda Superb usually sells on Vozovna within 25 days");
    expect(await line("ru")).toContain("Škoda Superb на Vozovna обычно продаётся за 25 дней");
  });
});
