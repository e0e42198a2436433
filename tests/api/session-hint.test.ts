/** @jest-environment node */
// The sign-in hint (lib/auth/session-hint.ts, ARCHITECTURE.md §4.6): set with the session cookie,
// for as long, readable by the page; expired with it.
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import * as logout from "@/app/api/logout/route";
import { getDb } from "@/lib/infra/db/client";
import { sessions } from "@/lib/infra/db/schema";
import proxy from "@/proxy";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, linkIn, lastMailTo, PASSWORD, signedInClient, uniqueEmail } from "./auth.helpers";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());

const HINT = "vozovna_session_hint";
/** The Set-Cookie line of `name` in an answer. */
const line = (res: { headers: Headers }, name: string) =>
  res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
const maxAge = (setCookie: string | undefined) => /Max-Age=(\d+)/i.exec(setCookie ?? "")?.[1];

test("a password sign-in sets the hint beside the session cookie: readable, as long-lived", async () => {
  const { email } = await signedInClient();
  const res = await new Client().auth("/sign-in/email", { json: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  const hint = line(res, HINT);
  const session = line(res, "better-auth.session_token");
  expect(hint).toMatch(/^vozovna_session_hint=1;/);
  expect(hint).not.toMatch(/HttpOnly/i);
  expect(hint).toMatch(/Path=\//);
  expect(hint).toMatch(/SameSite=Lax/i);
  expect(maxAge(hint)).toBe(maxAge(session));
  expect(Number(maxAge(hint))).toBe(30 * 86400);
});

test("a refused sign-in and a sign-up (no session yet) set no hint", async () => {
  const { email } = await signedInClient();
  const wrong = await new Client().auth("/sign-in/email", {
    json: { email, password: "wrong password!" },
  });
  expect(line(wrong, HINT)).toBeUndefined();
  const up = await new Client().auth("/sign-up/email", {
    json: { email: uniqueEmail(), password: PASSWORD, name: "n" },
  });
  expect(up.headers.getSetCookie()).toEqual([]);
});

test("the e-mail verification link's sign-in sets it", async () => {
  const email = uniqueEmail();
  const c = new Client();
  await c.auth("/sign-up/email", {
    json: { email, password: PASSWORD, name: "v", callbackURL: "/accounts/verify-email" },
  });
  const url = new URL(linkIn((await lastMailTo(email))!.text)!);
  await c.auth(`${url.pathname.replace("/api/auth", "")}${url.search}`);
  expect(c.cookies.get(HINT)).toBe("1");
});

test("sign-out clears it, through /api/logout/ and better-auth's own route", async () => {
  const a = await signedInClient();
  expect(a.client.cookies.get(HINT)).toBe("1");
  const out = await a.client.call(logout.POST, "/api/logout/", { method: "POST" });
  expect(out.status).toBe(200);
  expect(line(out, HINT)).toMatch(/^vozovna_session_hint=;.*Max-Age=0/i);
  expect(line(out, "better-auth.session_token")).toMatch(/Max-Age=0/i);
  expect(a.client.cookies.has(HINT)).toBe(false);

  const b = await signedInClient();
  const res = await b.client.auth("/sign-out", { method: "POST" });
  expect(res.status).toBe(200);
  expect(b.client.cookies.has(HINT)).toBe(false);
});

test("a session renewed after its update age renews the hint for as long", async () => {
  const { client, user } = await signedInClient();
  await getDb()
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + 3 * 86400_000) })
    .where(eq(sessions.userId, user.id));
  const me = await client.me();
  expect(me.body.user_id).toBe(user.id);
  expect(maxAge(line(me, "better-auth.session_token"))).toBe(String(30 * 86400));
  expect(maxAge(line(me, HINT))).toBe(String(30 * 86400));
});

test("a session ended elsewhere clears it on the next current-user answer", async () => {
  const { client, user } = await signedInClient();
  await getDb().delete(sessions).where(eq(sessions.userId, user.id));
  const me = await client.me();
  expect(me.body.user_id).toBeNull();
  expect(client.cookies.has(HINT)).toBe(false);
});

test("a page gives the hint to a session that has none (one from before it), not to others", async () => {
  const page = async (c: Client) => {
    const headers = new Headers();
    if (c.cookies.size) headers.set("cookie", c.cookieHeader());
    return proxy(new NextRequest(new URL("/", "http://localhost:3000"), { headers }));
  };
  const { client } = await signedInClient();
  expect(line(await page(client), HINT)).toBeUndefined(); // it has the hint already
  client.cookies.delete(HINT);
  const given = line(await page(client), HINT);
  expect(given).toMatch(/^vozovna_session_hint=1;/);
  expect(given).not.toMatch(/HttpOnly/i);
  expect(line(await page(new Client()), HINT)).toBeUndefined();
});
