/** @jest-environment node */
// Every mutating route handler under app/ (found on disk) refuses a signed-in user's request
// without the CSRF token or with a wrong one (ARCHITECTURE.md §4.11), so a new route cannot forget.
import { eq } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { getAuth } from "@/lib/auth/auth";
import { REQUEST_ORIGIN_HEADER } from "@/lib/auth/route-headers";
import { getDb } from "@/lib/infra/db/client";
import { sessions } from "@/lib/infra/db/schema";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { BASE } from "../helpers/request";
import { fillPattern, MUTATING, routeMethods } from "../helpers/routes";
import { Client, signedInClient } from "./auth.helpers";

/**
 * Mutations deliberately without the token. None reads the session; each takes only a JSON
 * body, which another site's page cannot send without a CORS preflight we never grant.
 */
const NO_CSRF_TOKEN: Record<string, string> = {
  "/api/[rest]": "the JSON 404 of unknown API paths; changes nothing",
  "/api/page-views": "anonymous page-view beacon, sent before any csrftoken cookie exists",
  "/api/profile/feedback": "anonymous contact form",
  "/api/profile/user-consents":
    "anonymous cookie-consent log, sent from the banner before any csrftoken cookie exists",
  "/api/auth/[all]": "better-auth's own endpoints keep its Origin check (asserted below)",
  "/api/freshness":
    "the 'still for sale?' e-mail's one-click answer (issue 15); reads no session, the HMAC token in the JSON body is the credential",
  "/api/saved-searches/[id]/unsubscribe/[token]":
    "RFC 8058 one-click unsubscribe from mail clients (a form-encoded POST with no cookies); reads no session, the HMAC token in the path is the credential",
  "/api/messages/confirm":
    "the confirmation of a signed-out buyer's message (issue 31), the button of the page the e-mail's link opens; reads no session, the random token in the JSON body is the credential",
  "/api/stats/view":
    "the ad page's view beacon (navigator.sendBeacon sends no header of ours); same-origin Origin required, counts in memory only, changes nothing a user owns",
  "/api/stats/impressions": "the results' impressions beacon; same-origin Origin required",
  "/api/stats/click": "the results' click beacon; same-origin Origin required",
  "/api/stats/share": "the ad page's share beacon; same-origin Origin required",
  "/api/messages/unsubscribe/[user]/[token]":
    "RFC 8058 one-click stop of new-message e-mails (a form-encoded POST with no cookies); reads no session, the HMAC token in the path is the credential",
  "/api/profile/stats-emails/unsubscribe/[user]/[token]":
    "RFC 8058 one-click stop of the weekly statistics e-mails (a form-encoded POST with no cookies); reads no session, the HMAC token in the path is the credential",
};

let client: Client;
let token: string;
let anonymousToken: string;
let session: typeof sessions.$inferSelect;
let pairs: Awaited<ReturnType<typeof routeMethods>> = [];

beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "vz-csrf-routes-"));
  await setupTestDb();
  const signed = await signedInClient();
  client = signed.client;
  [session] = await getDb().select().from(sessions).where(eq(sessions.userId, signed.user.id));
  token = decodeURIComponent(client.cookies.get("csrftoken")!);
  const anonymous = new Client();
  await anonymous.me();
  anonymousToken = decodeURIComponent(anonymous.cookies.get("csrftoken")!);
  pairs = (await routeMethods()).filter((p) => MUTATING.includes(p.method));
}, 60_000);
afterAll(() => teardownTestDb());

async function send(
  pair: (typeof pairs)[number],
  headers: Record<string, string>,
  body: BodyInit = "{}",
) {
  const { path: p, params } = fillPattern(pair.route, {});
  const req = new NextRequest(new URL(p, BASE), {
    method: pair.method,
    headers: {
      host: new URL(BASE).host,
      origin: BASE,
      cookie: client.cookieHeader(),
      "content-type": "application/json",
      ...headers,
    },
    body,
  });
  const res = await pair.handler(req, { params: Promise.resolve(params) });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as { code?: string } };
}

it("finds the mutating routes on disk, and every allow-listed one still exists", () => {
  const patterns = new Set(pairs.map((p) => p.route.pattern));
  expect(patterns.size).toBeGreaterThan(8);
  for (const allowed of Object.keys(NO_CSRF_TOKEN)) expect(patterns).toContain(allowed);
});

/** The CSRF rule's two refusals (lib/infra/api/csrf.ts). */
const CSRF_REFUSALS = ["forbidden.csrf", "forbidden.origin"];

describe("a signed-in user's mutation", () => {
  const guarded = () => pairs.filter((p) => !(p.route.pattern in NO_CSRF_TOKEN));

  it.each([
    ["without X-CSRFToken", () => ({})],
    ["with a forged X-CSRFToken", () => ({ "x-csrftoken": `${token.split(".")[0]}.forged` })],
    ["with the token of another (anonymous) session", () => ({ "x-csrftoken": anonymousToken })],
  ])("%s answers 403 forbidden.csrf on every guarded route", async (_name, headers) => {
    const accepted: string[] = [];
    for (const pair of guarded()) {
      const res = await send(pair, headers());
      if (res.status !== 403 || res.body.code !== "forbidden.csrf")
        accepted.push(`${pair.method} ${pair.route.pattern} → ${res.status} ${res.body.code}`);
    }
    expect(accepted).toEqual([]);
  });

  it("gets past the CSRF check with the session's own token (the test above is not vacuous)", async () => {
    const refused: string[] = [];
    for (const pair of guarded()) {
      const res = await send(pair, { "x-csrftoken": token });
      if (CSRF_REFUSALS.includes(String(res.body.code)))
        refused.push(`${pair.method} ${pair.route.pattern}`);
      await getDb().insert(sessions).values(session).onConflictDoNothing(); // POST /api/logout/ ended it
    }
    expect(refused).toEqual([]);
  });
});

describe("the allow-listed mutations", () => {
  it.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"])(
    "refuse a body another site's form could send (%s)",
    async (type) => {
      const accepted: string[] = [];
      for (const pair of pairs.filter(
        (p) => p.route.pattern in NO_CSRF_TOKEN && !p.route.pattern.startsWith("/api/auth/"),
      )) {
        const res = await send(pair, { "content-type": type }, "a=1");
        if (res.status < 400 || res.status >= 500)
          accepted.push(`${pair.method} ${pair.route.pattern} → ${res.status}`);
      }
      expect(accepted).toEqual([]);
    },
  );

  it("better-auth refuses every POST endpoint from a foreign or missing Origin", async () => {
    const auth = pairs.find((p) => p.route.pattern === "/api/auth/[all]" && p.method === "POST")!;
    const endpoints = Object.values(
      getAuth().api as Record<string, { path?: unknown; options?: { method?: unknown } }>,
    )
      .filter(
        (e) =>
          typeof e.path === "string" &&
          !e.path.includes(":") &&
          [e.options?.method].flat().includes("POST"),
      )
      .map((e) => (e.path as string).split("/").filter(Boolean));
    expect(endpoints.length).toBeGreaterThan(10);
    const accepted: string[] = [];
    for (const all of endpoints) {
      for (const origin of ["https://evil.example", "null"]) {
        const { path: p, params } = fillPattern(auth.route, { all });
        const req = new NextRequest(new URL(p, BASE), {
          method: "POST",
          headers: {
            host: new URL(BASE).host,
            origin,
            // a client's copy of the origin the auth route stamps chooses nothing
            [REQUEST_ORIGIN_HEADER]: origin,
            cookie: client.cookieHeader(),
            "content-type": "application/json",
          },
          body: JSON.stringify({
            email: "user@example.test",
            password: "correct horse battery",
            callbackURL: "/",
          }),
        });
        const res = await auth.handler(req, { params: Promise.resolve(params) });
        if (res.status !== 403) accepted.push(`${p} from ${origin} → ${res.status}`);
      }
    }
    expect(accepted).toEqual([]);
    // …while our own Origin passes (the refusals above are not vacuous).
    const { path: p, params } = fillPattern(auth.route, { all: ["sign-out"] });
    const ours = new NextRequest(new URL(p, BASE), {
      method: "POST",
      headers: { host: new URL(BASE).host, origin: BASE, cookie: client.cookieHeader() },
    });
    expect((await auth.handler(ours, { params: Promise.resolve(params) })).status).toBe(200);
    // …and so does the origin of another address the site is reached at (Host and Origin agree).
    const other = "http://127.0.0.1:3999";
    const elsewhere = new NextRequest(new URL(p, other), {
      method: "POST",
      headers: { host: new URL(other).host, origin: other, cookie: client.cookieHeader() },
    });
    expect((await auth.handler(elsewhere, { params: Promise.resolve(params) })).status).toBe(200);
  });
});
