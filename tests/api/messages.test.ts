/** @jest-environment node */
// Messages between buyers and sellers, signed in (issue 31): threads, ownership, CSRF, refusals,
// blocks, reports, limits, links and what the payloads never carry.
import { sql } from "drizzle-orm";
import { archiveAd } from "@/lib/ads/mutations-status";
import { getDb } from "@/lib/infra/db/client";
import { conversations, messages } from "@/lib/infra/db/schema";
import { MESSAGE_BODY_MAX, MESSAGE_LIMITS } from "@/lib/messages/limits";
import { createAd } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, signedInClient } from "./auth.helpers";
import {
  answer,
  blockIt,
  inbox,
  reportIt,
  send,
  sellerWithAd,
  thread,
  unreadOf,
  writeToAd,
} from "./messages.helpers";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());

describe("a signed-in buyer and a seller", () => {
  it("start a thread, read and answer it, and the unread counts follow", async () => {
    const seller = await sellerWithAd("Škoda Fabia thread");
    const buyer = await signedInClient();
    const sent = await send(buyer.client, seller.ad.id, "Je vůz stále k dispozici?");
    expect(sent.status).toBe(201);
    const id = sent.body.conversation_id as number;
    expect(sent.body.message).toMatchObject({ body: "Je vůz stále k dispozici?", from_me: true });

    // a second message goes into the same thread
    const again = await send(buyer.client, seller.ad.id, "Mohu si ho prohlédnout?");
    expect(again.body.conversation_id).toBe(id);

    expect(await unreadOf(seller.client)).toBe(1);
    expect(await unreadOf(buyer.client)).toBe(0);
    const sellerInbox = await inbox(seller.client);
    expect(sellerInbox.body.count).toBe(1);
    expect(sellerInbox.body.results[0]).toMatchObject({
      id,
      role: "seller",
      unread: true,
      other: { name: buyer.user.name },
      ad: { id: seller.ad.id, title: "Škoda Fabia thread", price: 289000, status: "active" },
      last_message: { body: "Mohu si ho prohlédnout?", from_me: false },
    });
    expect(sellerInbox.body.results[0].ad.photo).toMatch(/^\/media\/.*-0-mini\.webp$/);
    expect((await inbox(buyer.client)).body.results[0]).toMatchObject({
      id,
      role: "buyer",
      unread: false,
      other: { name: "Autobazar Novák" },
    });

    const read = await thread(seller.client, id);
    expect(read.status).toBe(200);
    expect(read.body.messages.map((m: { body: string }) => m.body)).toEqual([
      "Je vůz stále k dispozici?",
      "Mohu si ho prohlédnout?",
    ]);
    expect(await unreadOf(seller.client)).toBe(0);

    const replied = await answer(seller.client, id, "Ano, je. Přijďte v sobotu.");
    expect(replied.status).toBe(201);
    expect(await unreadOf(buyer.client)).toBe(1);
    expect((await inbox(buyer.client)).body.results[0]).toMatchObject({
      unread: true,
      last_message: { body: "Ano, je. Přijďte v sobotu.", from_me: false },
    });
    await thread(buyer.client, id);
    expect(await unreadOf(buyer.client)).toBe(0);
  });

  it("shows an archived ad's status in the thread, and a sold ad takes no new thread", async () => {
    const seller = await sellerWithAd();
    const buyer = await signedInClient();
    const { body } = await send(buyer.client, seller.ad.id, "Dobrý den, platí to?");
    await archiveAd({
      id: seller.ad.id,
      actor: { id: seller.user.id, role: "user" },
      as: "owner",
      endReason: "sold_here",
    });
    expect((await thread(buyer.client, body.conversation_id)).body.ad.status).toBe("archived");
    // the thread goes on
    expect((await send(buyer.client, seller.ad.id, "Škoda, díky.")).status).toBe(201);
    // nobody else starts one
    const late = await signedInClient();
    const refused = await send(late.client, seller.ad.id, "Ještě je?");
    expect(refused).toMatchObject({ status: 410, body: { code: "gone.ad_closed" } });
  });
});

describe("the inbox's filter", () => {
  it("lists the threads of one role with ?role=, counted and paged as such", async () => {
    const a = await sellerWithAd("Octavia of A");
    const b = await sellerWithAd("Superb of B");
    const buyer = await signedInClient();
    // A sells to one buyer and buys from B
    expect((await send(buyer.client, a.ad.id, "Je vůz stále k dispozici?")).status).toBe(201);
    expect((await send(a.client, b.ad.id, "Mohu si ho prohlédnout?")).status).toBe(201);

    const all = await inbox(a.client);
    expect(all.body.count).toBe(2);
    const buying = await inbox(a.client, undefined, "buyer");
    expect(buying.body).toMatchObject({ count: 1, results: [{ role: "buyer" }] });
    expect(buying.body.results[0].ad.title).toBe("Superb of B");
    const selling = await inbox(a.client, undefined, "seller");
    expect(selling.body).toMatchObject({ count: 1, results: [{ role: "seller" }] });
    expect(selling.body.results[0].ad.title).toBe("Octavia of A");
    // an unknown role is the whole inbox
    expect((await inbox(a.client, undefined, "admin")).body.count).toBe(2);
  });
});

describe("who may do what", () => {
  it("answers 404 to a third user on every thread route, and lists them nothing", async () => {
    const seller = await sellerWithAd();
    const buyer = await signedInClient();
    const id = (await send(buyer.client, seller.ad.id, "Dobrý den")).body.conversation_id;
    const stranger = await signedInClient();
    expect((await thread(stranger.client, id)).status).toBe(404);
    expect((await answer(stranger.client, id, "Ahoj")).status).toBe(404);
    expect((await blockIt(stranger.client, id)).status).toBe(404);
    expect((await reportIt(stranger.client, id, { reason: "spam" })).status).toBe(404);
    expect((await inbox(stranger.client)).body).toEqual({ results: [], count: 0 });
    expect(await unreadOf(stranger.client)).toBe(0);
    const stored = await getDb()
      .select()
      .from(messages)
      .where(sql`conversation_id = ${id}`);
    expect(stored).toHaveLength(1);
  });

  it("answers 401 signed out to the inbox routes", async () => {
    const c = new Client();
    await c.me();
    expect((await inbox(c)).status).toBe(401);
    expect((await thread(c, 1)).status).toBe(401);
    expect((await answer(c, 1, "Ahoj")).status).toBe(401);
  });

  it("refuses a message without the CSRF token or from another origin (403), storing nothing", async () => {
    const seller = await sellerWithAd();
    const buyer = await signedInClient();
    const noToken = await send(buyer.client, seller.ad.id, "Dobrý den", { csrf: null });
    expect(noToken).toMatchObject({ status: 403, body: { code: "forbidden.csrf" } });
    const foreign = await send(buyer.client, seller.ad.id, "Dobrý den", {
      origin: "https://evil.example",
    });
    expect(foreign).toMatchObject({ status: 403, body: { code: "forbidden.origin" } });
    const anonymous = new Client();
    await anonymous.me();
    const anonNoToken = await writeToAd(
      anonymous,
      seller.ad.id,
      { body: "Dobrý den", name: "Jan", email: "jan@example.test" },
      { csrf: null },
    );
    expect(anonNoToken.status).toBe(403);
    expect(await inbox(seller.client)).toMatchObject({ body: { count: 0 } });
    const id = (await send(buyer.client, seller.ad.id, "Dobrý den")).body.conversation_id;
    expect((await answer(seller.client, id, "Ano?", { csrf: null })).status).toBe(403);
    expect((await blockIt(seller.client, id, { csrf: null })).status).toBe(403);
    expect((await reportIt(seller.client, id, { reason: "spam" }, { csrf: null })).status).toBe(
      403,
    );
    expect((await thread(buyer.client, id)).body.blocked).toBe(false);
  });

  it("refuses the seller's own ad and an imported ad, each with its code", async () => {
    const seller = await sellerWithAd();
    const own = await send(seller.client, seller.ad.id, "Sám sobě");
    expect(own).toMatchObject({ status: 403, body: { code: "forbidden.own_ad" } });
    const imported = await createAd({ source: "bazos", sourceLink: "https://bazos.cz/x" });
    const buyer = await signedInClient();
    expect(await send(buyer.client, imported.id, "Dobrý den")).toMatchObject({
      status: 403,
      body: { code: "forbidden.imported_ad" },
    });
    expect((await send(buyer.client, 999_999, "Dobrý den")).status).toBe(404);
  });

  it("validates the body: 400 naming the field, too short or too long", async () => {
    const seller = await sellerWithAd();
    const buyer = await signedInClient();
    const short = await send(buyer.client, seller.ad.id, " a ");
    expect(short).toMatchObject({
      status: 400,
      body: { code: "bad_request", fields: { body: "errors.bodyTooShort" } },
    });
    const blank = await send(buyer.client, seller.ad.id, "   ");
    expect(blank.body.fields).toEqual({ body: "errors.bodyRequired" });
    const long = await send(buyer.client, seller.ad.id, "x".repeat(MESSAGE_BODY_MAX + 1));
    expect(long.body.fields).toEqual({ body: "errors.bodyTooLong" });
    expect((await send(buyer.client, seller.ad.id, "x".repeat(MESSAGE_BODY_MAX))).status).toBe(201);
  });
});

describe("blocking and reporting", () => {
  it("a blocked buyer's messages to that seller are refused with a neutral code, on any ad", async () => {
    const seller = await sellerWithAd();
    const other = await createAd({
      title: "Second",
      sellerUserId: seller.user.id,
      sellerProfileId: seller.profile.id,
    });
    const buyer = await signedInClient();
    const id = (await send(buyer.client, seller.ad.id, "Dobrý den")).body.conversation_id;
    expect((await blockIt(buyer.client, id)).status).toBe(403); // only the seller blocks
    expect(await blockIt(seller.client, id)).toMatchObject({
      status: 200,
      body: { blocked: true },
    });
    const undeliverable = { status: 403, body: { code: "forbidden.undeliverable" } };
    expect(await answer(buyer.client, id, "Haló?")).toMatchObject(undeliverable);
    expect(await send(buyer.client, seller.ad.id, "Haló?")).toMatchObject(undeliverable);
    expect(await send(buyer.client, other.id, "Haló?")).toMatchObject(undeliverable);
    expect(JSON.stringify((await answer(buyer.client, id, "Haló?")).body)).not.toMatch(/block/i);
    // another buyer still gets through
    const next = await signedInClient();
    expect((await send(next.client, seller.ad.id, "Dobrý den")).status).toBe(201);
    expect(await unreadOf(seller.client)).toBe(2);
    expect((await thread(seller.client, id)).body.messages).toHaveLength(1);
  });

  it("a report waits in the admin queue once; a bad reason is 400 naming it", async () => {
    const seller = await sellerWithAd();
    const buyer = await signedInClient();
    const id = (await send(buyer.client, seller.ad.id, "Pošlete zálohu")).body.conversation_id;
    expect((await reportIt(seller.client, id, { reason: "nope" })).body.fields).toEqual({
      reason: "errors.reportReason",
    });
    expect(
      await reportIt(seller.client, id, { reason: "scam", note: "Chce zálohu" }),
    ).toMatchObject({ status: 200, body: { status: "reported" } });
    expect((await reportIt(buyer.client, id, { reason: "spam" })).body.status).toBe(
      "already_reported",
    );
    const [row] = await getDb()
      .select()
      .from(conversations)
      .where(sql`id = ${id}`);
    expect(row).toMatchObject({ reportReason: "scam", reportNote: "Chce zálohu" });
    expect(row.reportedBy).toBe(seller.user.id);
  });
});

describe("limits", () => {
  /** Stored messages of a sender in a thread, `minutesAgo` old. */
  async function backfill(conversationId: number, sender: string, n: number, minutesAgo: number) {
    await getDb().execute(sql`
      INSERT INTO messages (conversation_id, sender_user_id, body, created_at)
      SELECT ${conversationId}, ${sender}, 'earlier', now() - make_interval(mins => ${minutesAgo})
      FROM generate_series(1, ${n})`);
  }

  it("refuses the message past the hourly limit with 429 and Retry-After", async () => {
    const seller = await sellerWithAd();
    const buyer = await signedInClient();
    const id = (await send(buyer.client, seller.ad.id, "První")).body.conversation_id;
    const other = await sellerWithAd();
    const otherId = (await send(buyer.client, other.ad.id, "První")).body.conversation_id;
    await backfill(otherId, buyer.user.id, MESSAGE_LIMITS.perHour - 2, 10);
    const over = await answer(buyer.client, id, "Ještě jedna");
    expect(over).toMatchObject({ status: 429, body: { code: "rate_limited.messages" } });
    expect(over.headers.get("retry-after")).toBe("3600");
    // the seller's replies count against the seller, not the buyer
    expect((await answer(seller.client, id, "Odpověď")).status).toBe(201);
  });

  it("refuses past one ad's daily limit while other ads stay open", async () => {
    const seller = await sellerWithAd();
    const buyer = await signedInClient();
    const id = (await send(buyer.client, seller.ad.id, "První")).body.conversation_id;
    await backfill(id, buyer.user.id, MESSAGE_LIMITS.perAdPerDay - 1, 120);
    expect(await send(buyer.client, seller.ad.id, "Další")).toMatchObject({
      status: 429,
      body: { code: "rate_limited.messages" },
    });
    const other = await sellerWithAd();
    expect((await send(buyer.client, other.ad.id, "Jiný vůz")).status).toBe(201);

    expect((await answer(buyer.client, id, "Přes limit")).body.error).toBe(
      "Too many messages about this ad today.",
    );
  });

  it("counts the day across threads", async () => {
    const busy = await signedInClient();
    const sellers = [];
    for (let i = 0; i < 5; i++) sellers.push(await sellerWithAd());
    const perThread = MESSAGE_LIMITS.perDay / sellers.length - 1; // 60 today in all, 12 per ad
    for (const s of sellers) {
      const cid = (await send(busy.client, s.ad.id, "Ahoj")).body.conversation_id;
      await backfill(cid, busy.user.id, perThread, 180);
    }
    const fresh = await sellerWithAd();
    const over = await send(busy.client, fresh.ad.id, "Ahoj");
    expect(over).toMatchObject({ status: 429, body: { error: "Too many messages today." } });
    expect(over.headers.get("retry-after")).toBe("86400");
  });
});

describe("links and privacy", () => {
  it("marks a link as not clickable for its recipient until they have replied", async () => {
    const seller = await sellerWithAd();
    const buyer = await signedInClient();
    const id = (await send(buyer.client, seller.ad.id, "Fotky jsou na www.example.com/auto")).body
      .conversation_id;
    const before = (await thread(seller.client, id)).body.messages[0];
    expect(before).toMatchObject({ has_links: true, links_allowed: false, from_me: false });
    expect((await thread(buyer.client, id)).body.messages[0]).toMatchObject({
      has_links: true,
      links_allowed: true,
    });
    await answer(seller.client, id, "Díky, podívám se.");
    expect((await thread(seller.client, id)).body.messages[0].links_allowed).toBe(true);
    const plain = (await thread(seller.client, id)).body.messages[1];
    expect(plain).toMatchObject({ has_links: false, from_me: true });
  });

  it("never carries the other side's e-mail address or phone number", async () => {
    const seller = await sellerWithAd();
    const buyer = await signedInClient();
    const sent = await send(buyer.client, seller.ad.id, "Dobrý den, kdy se můžu podívat?");
    const id = sent.body.conversation_id;
    const replied = await answer(seller.client, id, "Zítra odpoledne.");
    const payloads = [
      sent.text,
      replied.text,
      JSON.stringify((await inbox(seller.client)).body),
      JSON.stringify((await inbox(buyer.client)).body),
      (await thread(seller.client, id)).text,
      (await thread(buyer.client, id)).text,
    ];
    for (const text of payloads) {
      expect(text).not.toContain(buyer.email);
      expect(text).not.toContain(seller.email);
      expect(text).not.toContain("777000111");
    }
  });
});
