/** @jest-environment node */
import { desc } from "drizzle-orm";
import { POST } from "@/app/api/page-views/route";
import { getDb } from "@/lib/infra/db/client";
import { adViews } from "@/lib/infra/db/schema";
import { CONSENT_COOKIE, serializeConsent } from "@/lib/consent/schemas";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import { createAd } from "../helpers/fixtures";
import { get, params } from "../helpers/request";
import { setupTestDb, teardownTestDb } from "../helpers/db";

const id = "0b6a9f7e-1c2d-4e3f-9a8b-7c6d5e4f3a2b";
const send = async (body: unknown, cookie?: string) => {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (cookie) headers.cookie = `${CONSENT_COOKIE}=${cookie}`;
  const res = await POST(
    get("/api/page-views/", { method: "POST", headers, body: JSON.stringify(body) }),
    params({}),
  );
  return { status: res.status, body: await res.json() };
};
const views = () => getDb().select().from(adViews).orderBy(desc(adViews.id));
const withAnalytics = serializeConsent({ id, analytics: true });

beforeAll(async () => {
  await setupTestDb();
  resetRateLimits();
});
afterAll(teardownTestDb);

test("stores nothing without a consent cookie or with analytics refused", async () => {
  expect(await send({ path: "/about" })).toEqual({ status: 200, body: { recorded: false } });
  const refused = await send({ path: "/about" }, serializeConsent({ id, analytics: false }));
  expect(refused.body).toEqual({ recorded: false });
  expect(await send({ path: "/about" }, "forged:necessary+analytics")).toMatchObject({
    body: { recorded: false },
  });
  expect(await views()).toHaveLength(0);
});

test("with analytics consent stores the path without its query and the consent id", async () => {
  const res = await send(
    { path: "/en/about?utm=x", referrer: "https://www.google.com/search?q=auto" },
    withAnalytics,
  );
  expect(res).toEqual({ status: 201, body: { recorded: true } });
  const [row] = await views();
  expect(row).toMatchObject({
    path: "/en/about",
    adId: null,
    consentId: id,
    referrer: "https://www.google.com/search",
  });
});

test("an ad detail view carries the ad id, in every language; a missing ad does not", async () => {
  const ad = await createAd();
  await send({ path: `/ads/cars/${ad.id}` }, withAnalytics);
  expect((await views())[0].adId).toBe(ad.id);
  await send({ path: `/ru/ads/cars/${ad.id}` }, withAnalytics);
  expect((await views())[0].adId).toBe(ad.id);
  await send({ path: `/ads/cars/${ad.id}/edit` }, withAnalytics);
  expect((await views())[0].adId).toBeNull();
  await send({ path: "/ads/cars/99999999" }, withAnalytics);
  expect((await views())[0]).toMatchObject({ adId: null, path: "/ads/cars/99999999" });
});

test("refuses a path that is not a site path", async () => {
  const before = (await views()).length;
  expect((await send({ path: "https://evil.example/" }, withAnalytics)).status).toBe(400);
  expect((await send({}, withAnalytics)).status).toBe(400);
  expect(await views()).toHaveLength(before);
});

// An anonymous JSON beacon is read with a cap: a huge body (declared or chunked) answers 413
// after a few chunks instead of being buffered whole.
test("refuses a body beyond the JSON cap with 413, declared or streamed without a length", async () => {
  const declared = await POST(
    get("/api/page-views/", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(10 * 1024 * 1024) },
      body: "{}",
    }),
    params({}),
  );
  expect(declared.status).toBe(413);
  const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < 2000) controller.enqueue(chunk);
      else controller.close();
    },
  });
  const streamed = await POST(
    get("/api/page-views/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit),
    params({}),
  );
  expect(streamed.status).toBe(413);
  expect(sent).toBeLessThan(10);
});
