/** @jest-environment node */
// Sign-up on a site with SITE_URL set: the account name's characters, and the mail a
// registered address gets when someone signs up with it.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { users } from "@/lib/infra/db/schema";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { BASE } from "../helpers/request";
import { Client, PASSWORD, lastMailTo, linkIn, signedInClient, uniqueEmail } from "./auth.helpers";

beforeAll(() => {
  process.env.SITE_URL = BASE;
  return setupTestDb();
});
afterAll(() => {
  delete process.env.SITE_URL;
  return teardownTestDb();
});

const signUp = (email: string, name: unknown, o: { headers?: Record<string, string> } = {}) =>
  new Client().auth("/sign-up/email", { json: { email, password: PASSWORD, name }, ...o });

describe("the account name", () => {
  it.each([
    ["admin\u202egnp.exe", "auth.errors.nameHidden"],
    ["\u2066Jan\u2069", "auth.errors.nameHidden"],
    ["Jan\u0000", "auth.errors.nameHidden"],
    ["\u200b\u200d\ufeff", "auth.errors.nameInvisible"],
  ])("refuses %j with %s and creates nobody", async (name, key) => {
    const email = uniqueEmail("named");
    const res = await signUp(email, name);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "INVALID_NAME", fields: { name: key } });
    expect(await getDb().select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("stores a good name trimmed, and update-user cannot hide characters in it later", async () => {
    const { client, email } = await signedInClient();
    const res = await client.auth("/update-user", { json: { name: "Jan\u202eNovák" } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ name: "auth.errors.nameHidden" });
    expect((await client.auth("/update-user", { json: { name: "  Jan Novák " } })).status).toBe(
      200,
    );
    const [u] = await getDb()
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, email));
    expect(u.name).toBe("Jan Novák");
  });
});

describe("the mail to a registered address", () => {
  it("links to this site's password reset in the sign-up page's language, whatever Host says", async () => {
    const email = uniqueEmail("owner");
    await signUp(email, "owner");
    const forged = {
      host: "evil.example",
      "x-forwarded-host": "evil.example",
      referer: `${BASE}/en/accounts/signup`,
    };
    expect((await signUp(email, "owner", { headers: forged })).status).toBe(200);
    const mail = (await lastMailTo(email))!;
    expect(mail.subject).toBe("Sign-up attempt with your e-mail");
    expect(linkIn(mail.text)).toBe(`${BASE}/en/accounts/password/reset`);
  });
});
