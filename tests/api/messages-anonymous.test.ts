/** @jest-environment node */
// A signed-out buyer's message (issue 31): it waits for the e-mail's confirmation, which makes a
// light account (claimed later through the password reset) and delivers the message; unconfirmed
// messages expire and are purged.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { accounts, pendingMessages, users } from "@/lib/infra/db/schema";
import { purgeExpiredPending } from "@/lib/messages/pending";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, lastMailTo, linkIn, mailsTo, PASSWORD, uniqueEmail } from "./auth.helpers";
import * as confirmRoute from "@/app/api/messages/confirm/route";
import { confirmPost, inbox, sellerWithAd, thread, writeToAd } from "./messages.helpers";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());

async function anonymous() {
  const c = new Client();
  await c.me(); // the csrftoken cookie, as the page's first call gets it
  return c;
}

/** Writes signed out and returns the token from the confirmation e-mail's link. */
async function writeAndGetToken(adId: number, email: string, body = "Je vůz stále k dispozici?") {
  const c = await anonymous();
  const res = await writeToAd(c, adId, {
    body,
    name: "Jana Veselá",
    email,
    phone: "+420 601 222 333",
  });
  expect(res.status).toBe(202);
  expect(res.body.status).toBe("pending_confirmation");
  const link = linkIn((await lastMailTo(email))!.text)!;
  expect(link).toContain("/zpravy/potvrzeni?token=");
  return { client: c, token: new URL(link).searchParams.get("token")! };
}

describe("a signed-out buyer's message", () => {
  it("waits unseen until the e-mail is confirmed; then a light account gets the thread", async () => {
    const seller = await sellerWithAd("Octavia anonymous");
    const email = uniqueEmail("anon");
    const { client, token } = await writeAndGetToken(seller.ad.id, email);
    expect((await inbox(seller.client)).body.count).toBe(0);
    // only the token's hash is stored
    const [row] = await getDb()
      .select()
      .from(pendingMessages)
      .where(eq(pendingMessages.email, email));
    expect(row.tokenHash).not.toContain(token);
    // the phone as libphonenumber-js reads it, in E.164
    expect(row.phone).toBe("+420601222333");

    const confirmed = await confirmPost(client, token);
    expect(confirmed).toMatchObject({ status: 200, body: { account_created: true } });
    const [account] = await getDb().select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ name: "Jana Veselá", emailVerified: true });
    // nobody is signed in by it
    expect((await client.me()).body.user_id).toBeNull();

    const list = await inbox(seller.client);
    expect(list.body.results[0]).toMatchObject({
      id: confirmed.body.conversation_id,
      unread: true,
      other: { name: "Jana Veselá" },
      last_message: { body: "Je vůz stále k dispozici?" },
    });
    const seen = await thread(seller.client, confirmed.body.conversation_id);
    expect(seen.text).not.toContain(email);
    expect(seen.text).not.toContain("601 222 333");
    expect(seen.text).not.toContain("601222333");

    // the page's button again (a second click): the same thread, no second message
    expect((await confirmPost(new Client(), token)).body).toEqual({
      conversation_id: confirmed.body.conversation_id,
      account_created: false,
    });
    expect(
      (await thread(seller.client, confirmed.body.conversation_id)).body.messages,
    ).toHaveLength(1);
  });

  it("the light account is claimed through the password reset", async () => {
    const seller = await sellerWithAd();
    const email = uniqueEmail("claim");
    const { token } = await writeAndGetToken(seller.ad.id, email);
    await confirmPost(new Client(), token);
    const [user] = await getDb().select().from(users).where(eq(users.email, email));
    expect(await getDb().select().from(accounts).where(eq(accounts.userId, user.id))).toHaveLength(
      0,
    );
    await new Client().auth("/request-password-reset", {
      json: { email, redirectTo: "/accounts/password/reset/confirm" },
    });
    const resetToken = new URL(linkIn((await lastMailTo(email))!.text)!).pathname.split("/").pop()!;
    const reset = await new Client().auth("/reset-password", {
      json: { newPassword: PASSWORD, token: resetToken },
    });
    expect(reset.status).toBe(200);
    const buyer = new Client();
    expect(
      (await buyer.auth("/sign-in/email", { json: { email, password: PASSWORD } })).status,
    ).toBe(200);
    await buyer.me();
    expect((await inbox(buyer)).body.results[0]).toMatchObject({
      role: "buyer",
      other: { name: "Autobazar Novák" },
    });
  });

  it("goes into the existing account of that address", async () => {
    const seller = await sellerWithAd();
    const owner = await sellerWithAd(); // any account with an address
    const { token } = await writeAndGetToken(seller.ad.id, owner.email);
    expect((await confirmPost(new Client(), token)).body.account_created).toBe(false);
    expect((await inbox(owner.client)).body.results[0]).toMatchObject({ role: "buyer" });
  });

  it("is refused after 48 hours and purged; an unknown token is 404", async () => {
    const seller = await sellerWithAd();
    const email = uniqueEmail("late");
    const { token } = await writeAndGetToken(seller.ad.id, email);
    await getDb()
      .update(pendingMessages)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingMessages.email, email));
    expect(await confirmPost(new Client(), token)).toMatchObject({
      status: 410,
      body: { code: "gone.expired" },
    });
    expect(await getDb().select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await purgeExpiredPending()).toBeGreaterThanOrEqual(1);
    expect(
      await getDb().select().from(pendingMessages).where(eq(pendingMessages.email, email)),
    ).toEqual([]);
    expect((await confirmPost(new Client(), token)).status).toBe(404);
    expect((await confirmPost(new Client(), "x")).body.fields).toEqual({
      token: "errors.tokenInvalid",
    });
    expect((await inbox(seller.client)).body.count).toBe(0);
  });

  it("names the missing fields (400), refuses imported ads, and caps an address's day", async () => {
    const seller = await sellerWithAd();
    const c = await anonymous();
    const missing = await writeToAd(c, seller.ad.id, { body: "Dobrý den" });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(["email", "name"]);
    const bad = await writeToAd(c, seller.ad.id, { body: "Dobrý den", name: "A", email: "nope" });
    expect(bad.body.fields).toEqual({ email: "errors.emailInvalid" });
    const badPhone = await writeToAd(c, seller.ad.id, {
      body: "Dobrý den",
      name: "A",
      email: uniqueEmail("phone"),
      phone: "12345678",
    });
    expect(badPhone).toMatchObject({
      status: 400,
      body: { fields: { phone: "errors.phoneInvalid" } },
    });
    const email = uniqueEmail("busy");
    for (let i = 0; i < 5; i++)
      expect(
        (await writeToAd(c, seller.ad.id, { body: `Zpráva ${i}`, name: "A", email })).status,
      ).toBe(202);
    expect(await writeToAd(c, seller.ad.id, { body: "Šestá", name: "A", email })).toMatchObject({
      status: 429,
      body: { code: "rate_limited.messages" },
    });
    expect(await mailsTo(email)).toHaveLength(5);
  });

  it("is never confirmed by opening the link: the API has no GET (Next answers 405)", () => {
    // mail scanners follow links; the confirmation page POSTs the token from its button
    expect(Object.keys(confirmRoute)).toContain("POST");
    expect(Object.keys(confirmRoute)).not.toContain("GET");
  });
});
