/** @jest-environment node */
// E-mails about new messages (issue 31): batched per thread and recipient (one per 15 minutes at
// most), in the recipient's language, linking into the thread, with an unsubscribe; never the
// other side's address or phone.
import { eq, sql } from "drizzle-orm";
import * as settings from "@/app/api/messages/settings/route";
import * as unsubscribe from "@/app/api/messages/unsubscribe/[user]/[token]/route";
import { getDb } from "@/lib/infra/db/client";
import { conversations, users } from "@/lib/infra/db/schema";
import { runMessageNotifications } from "@/lib/messages/notify";
import { messageEmailsOffApiPath, messageEmailsToken } from "@/lib/messages/unsubscribe";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { mailsTo, signedInClient } from "./auth.helpers";
import { answer, callWith, send, sellerWithAd, thread } from "./messages.helpers";
import { expectUnsubscribeRefusals } from "./unsubscribe.helpers";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());

type Mail = { subject: string; text: string; html: string; headers: Record<string, string> };
/** The message notifications to `to` (sign-up's verification e-mail left out). */
const mails = async (to: string) =>
  ((await mailsTo(to)) as unknown as Mail[]).filter((m) =>
    m.headers?.["List-Unsubscribe"]?.includes("/api/messages/unsubscribe/"),
  );

/** As if `minutes` had passed: the thread's messages, readings and e-mails that much earlier. */
async function age(id: number, minutes: number) {
  const back = sql`make_interval(mins => ${minutes})`;
  await getDb().execute(sql`UPDATE conversations SET
    last_message_at = last_message_at - ${back}, buyer_read_at = buyer_read_at - ${back},
    seller_read_at = seller_read_at - ${back},
    buyer_notified_at = buyer_notified_at - ${back},
    seller_notified_at = seller_notified_at - ${back}
    WHERE id = ${id}`);
  await getDb().execute(
    sql`UPDATE messages SET created_at = created_at - ${back} WHERE conversation_id = ${id}`,
  );
}

describe("new-message e-mails", () => {
  it("send one e-mail for two messages within 15 minutes, the next batch after them", async () => {
    const seller = await sellerWithAd("Superb batch");
    const buyer = await signedInClient();
    const id = (await send(buyer.client, seller.ad.id, "První zpráva")).body.conversation_id;
    await send(buyer.client, seller.ad.id, "Druhá zpráva");
    await runMessageNotifications();
    let got = await mails(seller.email);
    expect(got).toHaveLength(1);
    expect(got[0].subject).toBe("Nová zpráva k inzerátu Superb batch");
    expect(got[0].text).toContain("První zpráva");
    expect(got[0].text).toContain("Druhá zpráva");
    expect(got[0].text).toContain(`/zpravy/${id}`);

    await send(buyer.client, seller.ad.id, "Třetí zpráva");
    await runMessageNotifications();
    expect(await mails(seller.email)).toHaveLength(1); // within 15 minutes of the last one
    await age(id, 16);
    await runMessageNotifications();
    got = await mails(seller.email);
    expect(got).toHaveLength(2);
    expect(got[1].text).toContain("Třetí zpráva");
    expect(got[1].text).not.toContain("První zpráva");
    await age(id, 16);
    await runMessageNotifications();
    expect(await mails(seller.email)).toHaveLength(2); // nothing new
    expect(await mails(buyer.email)).toHaveLength(0); // own messages are not announced
  });

  it("send nothing for messages read before the run", async () => {
    const seller = await sellerWithAd();
    const buyer = await signedInClient();
    const id = (await send(buyer.client, seller.ad.id, "Dobrý den")).body.conversation_id;
    await thread(seller.client, id);
    await runMessageNotifications();
    expect(await mails(seller.email)).toHaveLength(0);
  });

  it("are written in the recipient's language and never carry the other side's address or phone", async () => {
    const seller = await sellerWithAd("Kodiaq locale");
    const buyer = await signedInClient();
    await getDb().update(users).set({ locale: "en" }).where(eq(users.id, buyer.user.id));
    const id = (await send(buyer.client, seller.ad.id, "Hello, is it available?")).body
      .conversation_id;
    expect((await answer(seller.client, id, "Ano, je.")).status).toBe(201);
    await runMessageNotifications();
    const [toBuyer] = await mails(buyer.email);
    expect(toBuyer.subject).toBe("New message about Kodiaq locale");
    expect(toBuyer.text).toContain(`/en/zpravy/${id}`);
    expect(toBuyer.text).toContain("Autobazar Novák");
    // the seller read the buyer's message by answering it; the next one is announced
    expect(await mails(seller.email)).toHaveLength(0);
    await answer(buyer.client, id, "Great, can I call you?");
    await runMessageNotifications();
    const [toSeller] = await mails(seller.email);
    expect(toSeller.subject).toBe("Nová zpráva k inzerátu Kodiaq locale");
    for (const m of [toBuyer, toSeller]) {
      const all = `${m.subject}\n${m.text}\n${m.html}\n${JSON.stringify(m.headers)}`;
      expect(all).not.toContain(m === toBuyer ? seller.email : buyer.email);
      expect(all).not.toContain("777000111");
    }
  });

  it("stop for a user who unsubscribed through the one-click link", async () => {
    const seller = await sellerWithAd();
    const buyer = await signedInClient();
    const id = (await send(buyer.client, seller.ad.id, "Dobrý den")).body.conversation_id;
    await runMessageNotifications();
    const [first] = await mails(seller.email);
    const oneClick = first.headers["List-Unsubscribe"].slice(1, -1);
    const [, , , , user, token] = new URL(oneClick).pathname.split("/");
    const wrong = await callWith(buyer.client, unsubscribe.GET, oneClick, {
      user: buyer.user.id,
      token,
    });
    expect(wrong.status).toBe(400);
    const res = await callWith(
      buyer.client,
      unsubscribe.POST,
      new URL(oneClick).pathname,
      { user: decodeURIComponent(user), token },
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        csrf: null,
      },
    );
    expect(res.status).toBe(400); // a POST without the one-click body is not one
    const ok = await callWith(buyer.client, unsubscribe.GET, oneClick, {
      user: decodeURIComponent(user),
      token,
    });
    expect(ok).toMatchObject({ status: 200, body: { success: true } });
    await send(buyer.client, seller.ad.id, "Haló?");
    await age(id, 16);
    await runMessageNotifications();
    expect(await mails(seller.email)).toHaveLength(1);
    const [row] = await getDb().select().from(conversations).where(eq(conversations.id, id));
    expect(row.sellerNotifiedAt).not.toBeNull();
  });

  it("follow the user's setting, turned off and on again through the settings API", async () => {
    const seller = await sellerWithAd();
    const buyer = await signedInClient();
    const path = "/api/messages/settings/";
    expect((await seller.client.call(settings.GET, path)).body).toEqual({ message_emails: true });
    const off = await seller.client.call(settings.PATCH, path, {
      method: "PATCH",
      json: { message_emails: false },
    });
    expect(off).toMatchObject({ status: 200, body: { message_emails: false } });
    const id = (await send(buyer.client, seller.ad.id, "Dobrý den")).body.conversation_id;
    await runMessageNotifications();
    expect(await mails(seller.email)).toHaveLength(0);
    const noCsrf = await seller.client.call(settings.PATCH, path, {
      method: "PATCH",
      json: { message_emails: true },
      csrf: null,
    });
    expect(noCsrf.status).toBe(403);
    await seller.client.call(settings.PATCH, path, {
      method: "PATCH",
      json: { message_emails: true },
    });
    await runMessageNotifications();
    const [mail] = await mails(seller.email);
    expect(mail.text).toContain(`/zpravy/${id}`);
  });
});

describe("GET and POST /api/messages/unsubscribe/{user}/{token}/", () => {
  it("answers a wrong user or token, and a POST that is not one-click, in its own words", () =>
    expectUnsubscribeRefusals({
      unsubscribe,
      path: messageEmailsOffApiPath,
      token: messageEmailsToken,
      settings: {
        GET: settings.GET,
        path: "/api/messages/settings/",
        on: { message_emails: true },
      },
    }));
});
