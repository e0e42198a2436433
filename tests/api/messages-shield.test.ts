/** @jest-environment node */
// The scam shield on messages (issue 31): each message stores the warnings for its recipient's
// side (lib/trust/warnings.ts), signed in and through a signed-out buyer's confirmation, and a
// buyer is warned of an ad whose price the rating finds suspiciously low. A hit never blocks.
import { getDb } from "@/lib/infra/db/client";
import { priceRatings } from "@/lib/infra/db/schema";
import { METHOD } from "@/lib/pricing/model";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, lastMailTo, linkIn, signedInClient, uniqueEmail } from "./auth.helpers";
import { answer, confirmPost, send, sellerWithAd, thread, writeToAd } from "./messages.helpers";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());

type Shown = { body: string; from_me: boolean; warnings: string[] };
const shown = async (c: Client, id: number) =>
  ((await thread(c, id)).body.messages as Shown[]).map((m) => ({
    body: m.body,
    from_me: m.from_me,
    warnings: m.warnings,
  }));

describe("warnings on messages", () => {
  it("warns the seller of a fake buyer's overpayment and courier, and delivers the message", async () => {
    const seller = await sellerWithAd("Octavia shield seller");
    const buyer = await signedInClient();
    const body =
      "Beru bez prohlídky. Pošlu víc, vraťte mi rozdíl. Můj agent si auto vyzvedne, napište na WhatsApp.";
    const sent = await send(buyer.client, seller.ad.id, body);
    expect(sent.status).toBe(201);
    // the sender sees that their message carries warnings (the gentle note), the seller reads them
    expect(sent.body.message).toMatchObject({
      from_me: true,
      warnings: ["courier", "messenger", "overpayment"],
    });
    const id = sent.body.conversation_id as number;
    expect(await shown(seller.client, id)).toEqual([
      { body, from_me: false, warnings: ["courier", "messenger", "overpayment"] },
    ]);
  });

  it("warns the buyer of a seller asking a deposit for a car in Germany; plain lines stay clean", async () => {
    const seller = await sellerWithAd("Passat shield buyer");
    const buyer = await signedInClient();
    const id = (await send(buyer.client, seller.ad.id, "Je vůz stále k dispozici?")).body
      .conversation_id as number;
    const scam =
      "Vůz je momentálně v Německu. Pošlete zálohu 20 000 Kč předem a přepravní společnost vám ho doveze.";
    expect((await answer(seller.client, id, scam)).status).toBe(201);
    expect(await shown(buyer.client, id)).toEqual([
      { body: "Je vůz stále k dispozici?", from_me: true, warnings: [] },
      { body: scam, from_me: false, warnings: ["deposit", "abroad", "courier"] },
    ]);
  });

  it("keeps a buyer's words about a deposit from warning the seller (the deposit warns buyers)", async () => {
    const seller = await sellerWithAd("Fabia shield audience");
    const buyer = await signedInClient();
    const sent = await send(
      buyer.client,
      seller.ad.id,
      "Chcete zálohu předem, nebo stačí na místě?",
    );
    expect(sent.body.message.warnings).toEqual([]);
  });

  it("warns the buyer in a thread about an ad rated suspiciously low", async () => {
    const seller = await sellerWithAd("Superb shield low price");
    await getDb()
      .insert(priceRatings)
      .values({
        adId: seller.ad.id,
        label: "suspicious",
        price: seller.ad.price,
        estimate: seller.ad.price * 2,
        low: seller.ad.price * 2 - 20_000,
        high: seller.ad.price * 2 + 20_000,
        ratio: 0.5,
        comparables: 24,
        reason: null,
        factors: [],
        points: [],
        method: METHOD,
        computedAt: new Date(),
      });
    const buyer = await signedInClient();
    const first = await send(buyer.client, seller.ad.id, "Je vůz stále k dispozici?");
    // the buyer's own message warns nobody: the seller needs no warning of their own price
    expect(first.body.message.warnings).toEqual([]);
    const id = first.body.conversation_id as number;
    await answer(seller.client, id, "Ano, je. Přijďte v sobotu.");
    expect((await shown(buyer.client, id))[1]).toEqual({
      body: "Ano, je. Přijďte v sobotu.",
      from_me: false,
      warnings: ["low_price"],
    });
  });

  it("stores the warnings of a signed-out buyer's message when it is confirmed", async () => {
    const seller = await sellerWithAd("Kodiaq shield pending");
    const c = new Client();
    await c.me();
    const email = uniqueEmail("shield");
    const body = "Zaplatím přes bezpečnou platbu, omylem pošlu víc a vy mi vrátíte rozdíl.";
    const res = await writeToAd(c, seller.ad.id, { body, name: "Petr Malý", email });
    expect(res.status).toBe(202);
    const token = new URL(linkIn((await lastMailTo(email))!.text)!).searchParams.get("token")!;
    const confirmed = await confirmPost(c, token);
    expect(confirmed.status).toBe(200);
    const id = confirmed.body.conversation_id as number;
    expect(await shown(seller.client, id)).toEqual([
      { body, from_me: false, warnings: ["escrow", "overpayment"] },
    ]);
  });
});
