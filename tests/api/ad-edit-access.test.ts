/** @jest-environment node */
import { Client, signedInClient } from "./auth.helpers";
import {
  adOf,
  admin,
  editTestDb,
  getEdit,
  patchForm,
  patchJson,
  photoForm,
  photoRows,
  rowOf,
  seller,
} from "./ad-edit.helpers";

// The edit screen's API (seed 001 §2.3, §5, §7; issue 15): GET /api/ads/cars/{id}/edit/ and
// PATCH /api/ads/cars/{id}/ with JSON fields or multipart photos.
// Who may load and edit an ad, and which ads may be edited.

editTestDb();

describe("who may edit", () => {
  it("lets the seller and an admin load, edit and change photos; 403 other users, 401 signed out", async () => {
    const owner = await seller();
    const { ad } = await adOf(owner);
    const other = await seller();
    const buyer = await signedInClient();
    const boss = await admin();
    const anonymous = new Client();
    await anonymous.me();

    for (const [who, c, expected] of [
      ["owner", owner.client, 200],
      ["admin", boss.client, 200],
      ["other seller", other.client, 403],
      ["buyer", buyer.client, 403],
      ["anonymous", anonymous, 401],
    ] as const) {
      const load = await getEdit(c, ad.id);
      const edit = await patchJson(c, ad.id, { mileage_km: 120000 + expected });
      const kept = (await getEdit(owner.client, ad.id)).body.image_links as string[];
      const photos = await patchForm(c, ad.id, photoForm([...kept].reverse()));
      expect([who, load.status, edit.status, photos.status]).toEqual([
        who,
        expected,
        expected,
        expected,
      ]);
    }
    const row = await rowOf(ad.id);
    expect(row.mileageKm).toBe(120200); // the admin's edit came last; no one else's landed
  });

  it("answers 404 for a missing or deleted ad, and lets the seller edit an archived or sold one", async () => {
    const owner = await seller();
    const missing = 987_654;
    expect((await getEdit(owner.client, missing)).status).toBe(404);
    expect((await patchJson(owner.client, missing, { price: 1000 })).status).toBe(404);
    expect((await patchForm(owner.client, missing, photoForm([]))).status).toBe(404);
    const { ad: deleted } = await adOf(owner, 1, { status: "deleted" });
    expect((await getEdit(owner.client, deleted.id)).status).toBe(404);
    expect((await patchJson(owner.client, deleted.id, { price: 1000 })).status).toBe(404);
    for (const status of ["archived", "sold"] as const) {
      const { ad } = await adOf(owner, 1, { status });
      expect((await getEdit(owner.client, ad.id)).body.status).toBe(status);
      const res = await patchJson(owner.client, ad.id, { price: 199_000 });
      expect([res.status, res.body.price, res.body.status]).toEqual([200, 199_000, status]);
    }
  });

  it("refuses a PATCH without the CSRF token or from another origin, changing nothing", async () => {
    const owner = await seller();
    const { ad } = await adOf(owner);
    expect((await patchJson(owner.client, ad.id, { price: 1 }, { csrf: null })).status).toBe(403);
    const evil = await patchJson(
      owner.client,
      ad.id,
      { price: 1 },
      { origin: "https://evil.example" },
    );
    expect(evil.status).toBe(403);
    const form = await patchForm(owner.client, ad.id, photoForm([]), { csrf: null });
    expect(form.status).toBe(403);
    expect((await rowOf(ad.id)).price).toBe(289000);
    expect(await photoRows(ad.id)).toHaveLength(2);
  });
});
