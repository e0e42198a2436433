/** @jest-environment node */
import { createAd } from "../helpers/fixtures";
import { Client } from "./auth.helpers";
import {
  itemOf,
  markViewed,
  mine,
  other,
  owner,
  patch,
  remove,
  save,
  savedSearchesTestDb,
} from "./saved-searches.helpers";

// Changing a saved search (seed 000 §7): the frequency with its estimate of new ads a day,
// deleting, mark_as_viewed, and who may do any of it.

savedSearchesTestDb();

describe("the noisy-alerts estimate", () => {
  it("estimated_daily_new is the matches of the last 7 days over 7, older and own ads left out", async () => {
    const { id } = (await save(owner.client, { catalog_filter: [{ make: "Lada" }] })).body;
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
    for (let i = 0; i < 14; i++)
      await createAd({ make: "Lada", model: "Niva", createdDate: daysAgo(i % 6) });
    await createAd({ make: "Lada", model: "Niva", createdDate: daysAgo(10) });
    await createAd({ make: "Lada", model: "Niva", ...mine });
    const res = await patch(owner.client, id, { notification_frequency: "hourly" });
    expect(res.body.estimated_daily_new).toBe(2);
    expect(res.body.total_ads_count).toBe(16);
    await remove(owner.client, id);
  });
});

describe("PATCH, DELETE and mark_as_viewed", () => {
  let id: number;
  beforeAll(async () => {
    id = (await save(owner.client, { name: "Mine" })).body.id;
  });

  it("changes the frequency, validated", async () => {
    const res = await patch(owner.client, id, { notification_frequency: "weekly" });
    expect(res.status).toBe(200);
    expect(res.body.notification_frequency).toBe("weekly");
    expect(typeof res.body.estimated_daily_new).toBe("number");
    const bad = await patch(owner.client, id, { notification_frequency: "monthly" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty("notification_frequency");
    expect((await itemOf(owner.client, id)).notification_frequency).toBe("weekly");
  });

  it("answers 404 for another user's search or a junk id, changing nothing", async () => {
    for (const target of [id, 999999, "abc"]) {
      expect((await patch(other.client, target, { notification_frequency: "never" })).status).toBe(
        404,
      );
      expect((await markViewed(other.client, target)).status).toBe(404);
      expect((await remove(other.client, target)).status).toBe(404);
    }
    expect((await itemOf(owner.client, id)).notification_frequency).toBe("weekly");
  });

  it("answers 401 signed out and 403 without the CSRF token", async () => {
    const anon = new Client();
    expect((await patch(anon, id, { notification_frequency: "never" })).status).toBe(401);
    expect((await markViewed(anon, id)).status).toBe(401);
    expect((await remove(anon, id)).status).toBe(401);
    const noCsrf = { csrf: "" };
    const refused = [
      await save(owner.client, {}, noCsrf),
      await patch(owner.client, id, { notification_frequency: "never" }, noCsrf),
      await markViewed(owner.client, id, noCsrf),
      await remove(owner.client, id, noCsrf),
    ];
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(
      Array(4).fill([403, "forbidden.csrf"]),
    );
  });

  it("deletes the search (204), after which it is gone", async () => {
    expect((await remove(owner.client, id)).status).toBe(204);
    expect(await itemOf(owner.client, id)).toBeUndefined();
    expect((await remove(owner.client, id)).status).toBe(404);
  });
});
