/** @jest-environment node */
import { eq } from "drizzle-orm";
import * as logout from "@/app/api/logout/route";
import * as profileGet from "@/app/api/profile/get/route";
import { getDb } from "@/lib/infra/db/client";
import { sessions, users } from "@/lib/infra/db/schema";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import {
  Client,
  PASSWORD,
  lastMailTo,
  linkIn,
  mailsTo,
  signedInClient,
  uniqueEmail,
} from "./auth.helpers";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());

const sessionCookie = (c: Client) => c.cookies.get("better-auth.session_token");

describe("sign-up and e-mail verification", () => {
  it("answers a registered e-mail exactly like a new one and mails the owner instead", async () => {
    const email = uniqueEmail();
    const fresh = await new Client().auth("/sign-up/email", {
      json: { email, password: PASSWORD, name: "jan" },
    });
    const known = await new Client().auth("/sign-up/email", {
      json: { email, password: "another password 1", name: "jan" },
    });
    expect(fresh.status).toBe(200);
    expect(known.status).toBe(fresh.status);
    // every header but the clock's, and no session cookie for either
    const headers = (r: typeof fresh) => [...r.headers].filter(([k]) => k !== "date");
    expect(headers(known)).toEqual(headers(fresh));
    expect(fresh.headers.getSetCookie()).toEqual([]);
    // field by field: nothing of the stored user (username, role, id) tells the two apart
    const keys = [...new Set([...Object.keys(fresh.body), ...Object.keys(known.body)])].sort();
    expect(keys.map((k) => [k, known.body[k]])).toEqual(keys.map((k) => [k, fresh.body[k]]));
    expect(known.body).toEqual({ token: null, user: null });
    expect((await lastMailTo(email))?.subject).toMatch(/registrac/i);
    expect(await getDb().select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("derives a unique username from the e-mail", async () => {
    const a = `jan.novak+x${Date.now()}@a.test`;
    const b = a.replace("@a.test", "@b.test");
    await new Client().auth("/sign-up/email", {
      json: { email: a, password: PASSWORD, name: "a" },
    });
    await new Client().auth("/sign-up/email", {
      json: { email: b, password: PASSWORD, name: "b" },
    });
    const names = (await getDb().select({ u: users.username, e: users.email }).from(users)).filter(
      (r) => r.e === a || r.e === b,
    );
    expect(new Set(names.map((r) => r.u)).size).toBe(2);
    expect(names.every((r) => r.u?.startsWith("jan.novak"))).toBe(true);
  });

  it("refuses sign-in before verification, then the mailed link verifies and signs in", async () => {
    const email = uniqueEmail();
    const c = new Client();
    await c.auth("/sign-up/email", {
      json: {
        email,
        password: PASSWORD,
        name: "v",
        callbackURL: "/accounts/verify-email?next=/profile",
      },
    });
    const early = await c.auth("/sign-in/email", {
      json: { email, password: PASSWORD, callbackURL: "/accounts/verify-email?next=/profile" },
    });
    expect(early.status).toBe(403);
    expect(sessionCookie(c)).toBeUndefined();
    const link = linkIn((await lastMailTo(email))!.text)!;
    const url = new URL(link);
    const res = await c.auth(`${url.pathname.replace("/api/auth", "")}${url.search}`);
    expect([302, 307]).toContain(res.status);
    expect(res.headers.get("location")).toContain("/accounts/verify-email");
    const [u] = await getDb().select().from(users).where(eq(users.email, email));
    expect(u.emailVerified).toBe(true);
    expect((await c.me()).body.username).toBe(u.username);
  });
});

describe("sign-in", () => {
  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    const { email } = await signedInClient();
    const wrong = await new Client().auth("/sign-in/email", {
      json: { email, password: "wrong password!" },
    });
    const unknown = await new Client().auth("/sign-in/email", {
      json: { email: uniqueEmail("nobody"), password: "wrong password!" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("starts a new session on every sign-in, with HttpOnly SameSite=Lax cookies", async () => {
    const { client, email, user } = await signedInClient();
    const first = sessionCookie(client);
    const again = await client.auth("/sign-in/email", { json: { email, password: PASSWORD } });
    const setCookie = again.headers
      .getSetCookie()
      .find((c) => c.startsWith("better-auth.session_token="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie(client)).not.toBe(first);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
      2,
    );
  });

  it("renews a session that is used after its update age", async () => {
    const { client, user } = await signedInClient();
    const soon = new Date(Date.now() + 3 * 86400_000);
    await getDb()
      .update(sessions)
      .set({ expiresAt: soon, updatedAt: new Date(Date.now() - 27 * 86400_000) })
      .where(eq(sessions.userId, user.id));
    const me = await client.me();
    expect(me.body.user_id).toBe(user.id);
    const [s] = await getDb().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(s.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86400_000);
  });

  it("limits attempts per account and address: failures elsewhere never lock the owner out", async () => {
    const { email } = await signedInClient();
    const wrong = (c: Client) =>
      c.auth("/sign-in/email", { json: { email, password: "nope nope nope" } });
    // ten addresses fail once each: the account is not locked for anyone
    for (let i = 0; i < 10; i++)
      expect((await wrong(new Client(`198.51.100.${i}`))).status).toBe(401);
    const owner = await new Client("203.0.113.9").auth("/sign-in/email", {
      json: { email, password: PASSWORD },
    });
    expect(owner.status).toBe(200);
    // one address that keeps failing on it is stopped for a quarter of an hour, right password or not
    const attacker = new Client("198.51.100.200");
    for (let i = 0; i < 5; i++) expect((await wrong(attacker)).status).toBe(401);
    const late = await attacker.auth("/sign-in/email", { json: { email, password: PASSWORD } });
    expect(late.status).toBe(429);
    expect(Number(late.headers.get("retry-after"))).toBeGreaterThan(60);
    // while the owner, elsewhere, still gets in
    const again = await new Client("203.0.113.10").auth("/sign-in/email", {
      json: { email, password: PASSWORD },
    });
    expect(again.status).toBe(200);
  }, 180_000);

  it("limits attempts per IP across accounts", async () => {
    const c = new Client("192.0.2.77");
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await c.auth("/sign-in/email", {
            json: { email: uniqueEmail(), password: "x".repeat(10) },
          })
        ).status,
      );
    expect(statuses).toContain(429);
  });
});

describe("current user, profile and logout", () => {
  it("answers anonymous callers with nulls and a csrftoken cookie", async () => {
    const c = new Client();
    const me = await c.me();
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      username: null,
      user_id: null,
      seller_profile_id: null,
      is_admin: false,
    });
    expect(c.cookies.get("csrftoken")).toBeTruthy();
    expect((await c.call(profileGet.GET, "/api/profile/get/")).status).toBe(401);
  });

  it("GET /api/profile/get/ describes the signed-in user", async () => {
    const { client, email } = await signedInClient();
    const p = await client.call(profileGet.GET, "/api/profile/get/");
    expect(p.body).toMatchObject({
      email,
      email_verified: true,
      phone_pending_verification: null,
      phone_verification_cooldown_active: false,
      phone_verification_cooldown_seconds_remaining: 0,
    });
  });

  it("logout ends the session: its cookie no longer signs anyone in", async () => {
    const { client, user } = await signedInClient();
    const stolen = client.cookieHeader();
    const out = await client.call(logout.POST, "/api/logout/", { method: "POST" });
    expect(out.status).toBe(200);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
      0,
    );
    const replay = new Client();
    for (const part of stolen.split("; ")) {
      const [k, v] = part.split("=");
      replay.cookies.set(k, v);
    }
    expect((await replay.me()).body.user_id).toBeNull();
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown e-mails and ends every session", async () => {
    const { client, email, user } = await signedInClient();
    const known = await new Client().auth("/request-password-reset", {
      json: { email, redirectTo: "/accounts/password/reset/confirm" },
    });
    const unknown = await new Client().auth("/request-password-reset", {
      json: { email: uniqueEmail("ghost"), redirectTo: "/accounts/password/reset/confirm" },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const link = linkIn((await lastMailTo(email))!.text)!;
    const token = new URL(link).pathname.split("/").pop()!;
    const reset = await new Client().auth("/reset-password", {
      json: { newPassword: "brand new password", token },
    });
    expect(reset.status).toBe(200);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
      0,
    );
    expect((await client.me()).body.user_id).toBeNull();
    const signIn = await new Client().auth("/sign-in/email", {
      json: { email, password: "brand new password" },
    });
    expect(signIn.status).toBe(200);
  });
});

describe("links in account e-mails", () => {
  // An attacker's own request, with SITE_URL unset: Host and Origin name their site.
  const forged = {
    base: "http://evil.example",
    origin: "http://evil.example",
    headers: {
      host: "evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      referer: "http://evil.example/en/accounts/signup",
    },
  };
  const SITE = "http://localhost:3000"; // the address the server was started on (PORT unset)

  it("start at the server's own address whatever Host says", async () => {
    const { email } = await signedInClient();
    const again = await new Client().auth("/sign-up/email", {
      json: { email, password: PASSWORD, name: "x" },
      ...forged,
    });
    expect(again.status).toBe(200);
    expect(linkIn((await lastMailTo(email))!.text)).toBe(`${SITE}/en/accounts/password/reset`);

    const reset = await new Client().auth("/request-password-reset", {
      json: { email, redirectTo: "/accounts/password/reset/confirm" },
      ...forged,
    });
    expect(reset.status).toBe(200);
    expect(linkIn((await lastMailTo(email))!.text)).toMatch(
      new RegExp(`^${SITE}/api/auth/reset-password/\\w+\\?callbackURL=%2Faccounts`),
    );

    const fresh = uniqueEmail("fresh");
    await new Client().auth("/sign-up/email", {
      json: { email: fresh, password: PASSWORD, name: "y", callbackURL: "/accounts/verify-email" },
      ...forged,
    });
    expect(linkIn((await lastMailTo(fresh))!.text)).toMatch(
      new RegExp(`^${SITE}/api/auth/verify-email\\?token=`),
    );
  });

  it("refuses a reset whose return address is another site, and mails nothing", async () => {
    const { email } = await signedInClient();
    const before = (await mailsTo(email)).length;
    for (const redirectTo of ["http://evil.example/steal", "//evil.example/steal"]) {
      const res = await new Client().auth("/request-password-reset", {
        json: { email, redirectTo },
        ...forged,
      });
      expect(res.status).toBe(403);
    }
    expect(await mailsTo(email)).toHaveLength(before);
  });
});

describe("account e-mails per recipient", () => {
  it("sends at most five an hour to one address, however many sign-ups and resets ask", async () => {
    const { email } = await signedInClient();
    const before = (await mailsTo(email)).length;
    for (let i = 0; i < 20; i++) {
      const res = await new Client(`192.0.2.${i}`).auth("/sign-up/email", {
        json: { email, password: PASSWORD, name: "x" },
      });
      expect(res.status).toBe(200);
    }
    for (let i = 0; i < 20; i++) {
      const res = await new Client(`192.0.2.${100 + i}`).auth("/request-password-reset", {
        json: { email, redirectTo: "/accounts/password/reset/confirm" },
      });
      expect(res.status).toBe(200);
    }
    expect((await mailsTo(email)).length - before).toBeLessThanOrEqual(5);
    // another address is not held back by this one's cap
    const other = uniqueEmail("other");
    await new Client().auth("/sign-up/email", {
      json: { email: other, password: PASSWORD, name: "o" },
    });
    expect(await mailsTo(other)).toHaveLength(1);
  }, 180_000);
});

describe("password change", () => {
  it("ends the other sessions and keeps the one that changed it", async () => {
    const { client, email, user } = await signedInClient();
    const other = new Client();
    await other.auth("/sign-in/email", { json: { email, password: PASSWORD } });
    expect((await other.me()).body.user_id).toBe(user.id);
    const res = await client.auth("/change-password", {
      json: {
        currentPassword: PASSWORD,
        newPassword: "another long password",
        revokeOtherSessions: true,
      },
    });
    expect(res.status).toBe(200);
    expect((await other.me()).body.user_id).toBeNull();
    expect((await client.me()).body.user_id).toBe(user.id);
  });
});
