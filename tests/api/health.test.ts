/** @jest-environment node */
// GET /api/health/: what the load balancer and `npm run cluster` ask an instance before sending
// it users (issue 18).
import { GET } from "@/app/api/health/route";
import { getSearchIndex } from "@/lib/search/live-index";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { createAd } from "../helpers/fixtures";

beforeAll(setupTestDb);
afterAll(teardownTestDb);

describe("GET /api/health/", () => {
  it("is 503 until the search index is loaded, then 200 with the database and index ready", async () => {
    const before = await GET();
    expect(before.status).toBe(503);
    expect(before.headers.get("cache-control")).toBe("no-store");
    const body = await before.json();
    expect(body).toMatchObject({ status: "unavailable", database: "ok" });
    expect(body.index.state).not.toBe("ready");

    for (let i = 0; i < 3; i++) await createAd();
    await getSearchIndex();
    const after = await GET();
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({
      status: "ok",
      database: "ok",
      index: { state: "ready", ads: 3 },
      pageCache: "off",
    });
  });
});
