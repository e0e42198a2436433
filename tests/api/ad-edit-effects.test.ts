/** @jest-environment node */
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { adPriceHistory, adReports, jobs } from "@/lib/infra/db/schema";
import { resetEnvCache } from "@/lib/infra/env";
import { TRANSLATE_JOB } from "@/lib/ads/translation-queue";
import { adOf, admin, auditOf, editTestDb, patchJson, rowOf, seller } from "./ad-edit.helpers";

// The edit screen's API (seed 001 §2.3, §5, §7; issue 15): GET /api/ads/cars/{id}/edit/ and
// PATCH /api/ads/cars/{id}/ with JSON fields or multipart photos.
// What a saved edit sets off: price history, translation, VIN flags, checked_at, the audit log.

editTestDb();

describe("what an edit sets off", () => {
  it("records a price change in the price history, and only a change", async () => {
    const owner = await seller();
    const { ad } = await adOf(owner);
    await patchJson(owner.client, ad.id, { price: 279000, vat_refund: false });
    await patchJson(owner.client, ad.id, { price: 279000, vat_refund: true });
    const history = await getDb()
      .select({ price: adPriceHistory.price })
      .from(adPriceHistory)
      .where(eq(adPriceHistory.adId, ad.id))
      .orderBy(asc(adPriceHistory.id));
    expect(history.map((h) => h.price)).toEqual([289000, 279000]);
  });

  it("clears the translations and queues a new one when desc_cz changes, not otherwise", async () => {
    process.env.DEEPL_API_KEY = "test-key";
    resetEnvCache();
    try {
      const owner = await seller();
      const { ad } = await adOf(owner, 1, { descEn: "Service book.", descRu: "Сервисная книжка." });
      const queued = async () =>
        (await getDb().select().from(jobs).where(eq(jobs.kind, TRANSLATE_JOB))).filter(
          (j) => (j.payload as { adId: number }).adId === ad.id,
        ).length;
      const base = await queued();
      await patchJson(owner.client, ad.id, { price: 270000 });
      await patchJson(owner.client, ad.id, { desc_cz: "Servisní knížka, garážované." });
      let row = await rowOf(ad.id);
      expect([await queued(), row.descEn, row.descRu]).toEqual([
        base,
        "Service book.",
        "Сервисная книжка.",
      ]);
      const res = await patchJson(owner.client, ad.id, { desc_cz: "Nová spojka." });
      row = await rowOf(ad.id);
      expect([await queued(), row.descEn, row.descRu]).toEqual([base + 1, null, null]);
      expect(res.body).toMatchObject({ desc_cz: "Nová spojka.", desc_en: null, desc_ru: null });
    } finally {
      delete process.env.DEEPL_API_KEY;
      resetEnvCache();
    }
  });

  it("flags a VIN that another seller's active ad carries", async () => {
    const vin = "TMBJJ7NE8H0999999";
    const first = await seller();
    await adOf(first, 1, { vinNumber: vin });
    const owner = await seller();
    const { ad } = await adOf(owner);
    expect((await patchJson(owner.client, ad.id, { vin_number: vin.toLowerCase() })).status).toBe(
      200,
    );
    const flags = await getDb()
      .select()
      .from(adReports)
      .where(and(eq(adReports.adId, ad.id), eq(adReports.reason, "duplicate_vin")));
    expect(flags).toHaveLength(1);
  });

  it("confirms the ad is for sale when its seller edits it (checked_at), not when an admin does", async () => {
    const owner = await seller();
    const boss = await admin();
    const old = new Date("2026-01-01T00:00:00Z");
    const { ad } = await adOf(owner, 1, { checkedAt: old });
    await patchJson(boss.client, ad.id, { mileage_km: 121000 });
    expect((await rowOf(ad.id)).checkedAt).toEqual(old);
    const res = await patchJson(owner.client, ad.id, { mileage_km: 122000 });
    expect(new Date(res.body.checked_at).getTime()).toBeGreaterThan(old.getTime());
  });

  it("audits an admin's edit of someone else's ad with the changed fields only, never the seller's", async () => {
    const owner = await seller();
    const boss = await admin();
    const { ad } = await adOf(owner);
    await patchJson(owner.client, ad.id, { price: 280000 });
    expect(await auditOf(ad.id)).toEqual([]);
    await patchJson(boss.client, ad.id, { price: 270000, mileage_km: 120000, title: "Škoda" });
    await patchJson(boss.client, ad.id, { price: 270000 }); // no change: no entry
    const audit = await auditOf(ad.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: boss.user.id,
      action: "ad.edit",
      details: {
        before: { price: 280000, title: "Škoda Octavia Combi 2.0 TDI 2018" },
        after: { price: 270000, title: "Škoda" },
      },
    });
  });
});
