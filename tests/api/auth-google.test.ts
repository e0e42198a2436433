/** @jest-environment node */
import { eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import * as google from "@/app/api/profile/google/route";
import { getDb } from "@/lib/infra/db/client";
import { accounts, users } from "@/lib/infra/db/schema";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, signedInClient, uniqueEmail } from "./auth.helpers";

let key: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  key = pair.privateKey;
  otherKey = (await generateKeyPair("RS256")).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "test", alg: "RS256", use: "sig" };
  process.env.GOOGLE_ID_TOKEN_TEST_JWKS = JSON.stringify({ keys: [jwk] });
  await setupTestDb();
});
afterAll(() => teardownTestDb());

let sub = 1000;
function token(claims: { email: string; email_verified: boolean; sub?: string }, signer = key) {
  return new SignJWT({ name: "Google User", ...claims, sub: claims.sub ?? String(++sub) })
    .setProtectedHeader({ alg: "RS256", kid: "test" })
    .setIssuer("https://accounts.google.com")
    .setAudience("vozovna-test-client")
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(signer);
}

async function signIn(credential: string, c = new Client()) {
  await c.me();
  return { c, res: await c.call(google.POST, "/api/profile/google/", { json: { credential } }) };
}

describe("POST /api/profile/google/", () => {
  it("registers a new user, then signs the same Google subject in again", async () => {
    const email = uniqueEmail("g");
    const credential = await token({ email, email_verified: true, sub: "g-subject-1" });
    const first = await signIn(credential);
    expect(first.res.status).toBe(200);
    expect(first.res.body).toEqual({
      success: true,
      username: expect.any(String),
      registration: true,
    });
    expect((await first.c.me()).body.username).toBe(first.res.body.username);
    expect(first.c.cookies.get("vozovna_session_hint")).toBe("1"); // the sign-in hint
    const second = await signIn(await token({ email, email_verified: true, sub: "g-subject-1" }));
    expect(second.res.body).toEqual({
      success: true,
      username: first.res.body.username,
      registration: false,
    });
  });

  it("links to an existing e-mail account only when Google says the e-mail is verified", async () => {
    const { email, user } = await signedInClient();
    const refused = await signIn(await token({ email, email_verified: false }));
    expect(refused.res.status).toBe(401);
    expect(await getDb().select().from(accounts).where(eq(accounts.userId, user.id))).toHaveLength(
      1,
    );
    const linked = await signIn(await token({ email, email_verified: true }));
    expect(linked.res.body).toEqual({
      success: true,
      username: user.username,
      registration: false,
    });
    expect(await getDb().select().from(accounts).where(eq(accounts.userId, user.id))).toHaveLength(
      2,
    );
  });

  it("refuses tokens not signed by the trusted keys, and garbage", async () => {
    const email = uniqueEmail("forged");
    const forged = await signIn(await token({ email, email_verified: true }, otherKey));
    expect(forged.res.status).toBe(401);
    expect(await getDb().select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect((await signIn("x".repeat(40))).res.status).toBe(401);
    expect((await signIn("")).res.status).toBe(400);
  });

  it("needs the CSRF token like every mutation", async () => {
    const c = new Client();
    await c.me();
    const res = await c.call(google.POST, "/api/profile/google/", {
      json: { credential: await token({ email: uniqueEmail(), email_verified: true }) },
      csrf: null,
    });
    expect(res.status).toBe(403);
  });
});
