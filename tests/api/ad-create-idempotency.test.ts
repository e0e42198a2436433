/** @jest-environment node */
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { ads, idempotencyKeys } from "@/lib/infra/db/schema";
import { createTestDb, FIELDS, photos, publish, seller } from "./ad-create.helpers";

// POST /api/ads/create/ (issue 27): the Idempotency-Key is shared by the instances and kept a day.

createTestDb();

describe("Idempotency-Key across instances (issue 27)", () => {
  /** What another instance knows of this one's runs: nothing in its memory. */
  const anotherInstance = () =>
    (globalThis as { __vozovnaIdempotency?: Map<string, unknown> }).__vozovnaIdempotency?.clear();
  const adsOf = (profileId: number) =>
    getDb().select().from(ads).where(eq(ads.sellerProfileId, profileId));

  it("answers a retry that reaches another instance with the first ad", async () => {
    const { client, profile } = await seller();
    const key = { "Idempotency-Key": `retry-${Date.now()}` };
    const first = await publish(client, FIELDS, await photos(2), key);
    expect(first.status).toBe(201);
    anotherInstance();
    const retry = await publish(client, FIELDS, await photos(2), key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await adsOf(profile.id)).toHaveLength(1);
  });

  it("keeps a key for a day: an expired key runs again and is purged", async () => {
    const { client, profile } = await seller();
    const old = `old-${Date.now()}`;
    await publish(client, FIELDS, await photos(2), { "Idempotency-Key": old });
    const stored = await getDb()
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idempotencyKeys.key, old))
      .returning();
    expect(stored).toHaveLength(1);
    anotherInstance();
    await publish(client, FIELDS, await photos(2), { "Idempotency-Key": `new-${Date.now()}` });
    // the other key's claim purged the expired one
    expect(
      await getDb().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, old)),
    ).toEqual([]);
    await publish(client, FIELDS, await photos(2), { "Idempotency-Key": old });
    expect(await adsOf(profile.id)).toHaveLength(3);
  });
});
