/** @jest-environment node */
// When the database is out of reach the API answers 503 with Retry-After (not 500), and every
// 429 says when to retry, ours and better-auth's alike.
import * as adsFilter from "@/app/api/ads/filter/route";
import * as currentUser from "@/app/api/current-user/route";
import * as feedback from "@/app/api/profile/feedback/route";
import { resetAuth } from "@/lib/auth/auth";
import { closeDb, dbState } from "@/lib/infra/db/client";
import { resetEnvCache } from "@/lib/infra/env";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, PASSWORD, signedInClient } from "./auth.helpers";
import { NextRequest } from "next/server";
import proxy from "@/proxy";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";

const message = { name: "Jana", email: "jana@example.cz", message: "Dobrý den" };

async function expectUnavailable(res: {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}) {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(res.body.error).toEqual(expect.any(String));
  expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|PGlite|127\.0\.0\.1/);
}

/** Ad and seller pages (their status is read in the proxy) say the site will be back, per language. */
async function expectUnavailablePages() {
  for (const [path, texts] of [
    ["/en/ads/cars/1", en.errors],
    ["/ru/sellers/1", ru.errors],
  ] as const) {
    const res = await proxy(new NextRequest(new URL(path, "http://localhost:3000")));
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain(texts.unavailableTitle);
    expect(html).toContain(texts.unavailableText);
    expect(html).not.toMatch(/ECONNREFUSED|PGlite|127\.0\.0\.1/);
  }
}

describe("PostgreSQL at a closed port", () => {
  const saved = { ...process.env };
  beforeAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/x";
    resetEnvCache();
    resetAuth();
  });
  afterAll(async () => {
    await closeDb();
    process.env = saved;
    resetEnvCache();
    resetAuth();
  });

  it("answers 503 with Retry-After on our routes and better-auth's", async () => {
    const c = new Client();
    await expectUnavailable(await c.call(adsFilter.GET, "/api/ads/filter/"));
    await expectUnavailable(
      await c.call(feedback.POST, "/api/profile/feedback/", { json: message }),
    );
    await expectUnavailable(await c.auth("/get-session"));
  });

  it("answers ad and seller pages 503 with a page that says the site will be back", () =>
    expectUnavailablePages());
});

// The PostgreSQL pass (TEST_DATABASE_URL) has no PGlite to close; the block above covers it.
const onPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

onPglite("PGlite closed under a running server", () => {
  let signedIn: Client;
  beforeAll(async () => {
    await setupTestDb();
    resetAuth();
    signedIn = (await signedInClient()).client;
    await dbState().pglite!.close();
  });
  afterAll(async () => {
    dbState().pglite = undefined; // already closed
    await teardownTestDb();
  });

  it("answers 503 with Retry-After for reads, sessions and sign-in", async () => {
    await expectUnavailable(await signedIn.call(adsFilter.GET, "/api/ads/filter/"));
    await expectUnavailable(await signedIn.call(currentUser.GET, "/api/current-user/"));
    await expectUnavailable(
      await new Client().auth("/sign-in/email", {
        json: { email: "a@example.test", password: PASSWORD },
      }),
    );
  });

  it("answers ad and seller pages 503 with a page that says the site will be back", () =>
    expectUnavailablePages());
});

describe("Retry-After on every 429", () => {
  beforeAll(async () => {
    await setupTestDb();
    resetAuth();
    resetRateLimits();
  });
  afterAll(() => teardownTestDb());

  it("comes from our limiter's wait", async () => {
    const c = new Client();
    let res;
    do res = await c.call(feedback.POST, "/api/profile/feedback/", { json: message });
    while (res.status === 200);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe(String(res.body.retry_after_seconds));
  });

  it("is added to better-auth's own 429s", async () => {
    const c = new Client();
    let res;
    for (let i = 0; i < 20; i++) {
      res = await c.auth("/sign-in/email", {
        json: { email: `nobody${i}@example.test`, password: "wrong password" },
      });
      if (res.status === 429) break;
    }
    expect(res!.status).toBe(429);
    expect(Number(res!.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("is set by the per-account sign-in limit too", async () => {
    resetRateLimits();
    const c = new Client();
    let res;
    for (let i = 0; i < 20; i++) {
      res = await c.auth("/sign-in/email", {
        json: { email: "target@example.test", password: "wrong password" },
      });
      if (res.status === 429) break;
    }
    expect(res!.status).toBe(429);
    expect(Number(res!.headers.get("retry-after"))).toBeGreaterThan(60);
  });
});
