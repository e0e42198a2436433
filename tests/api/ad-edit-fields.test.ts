/** @jest-environment node */
import { adOf, editTestDb, getEdit, patchJson, photoRows, rowOf, seller } from "./ad-edit.helpers";

// The edit screen's API (seed 001 §2.3, §5, §7; issue 15): GET /api/ads/cars/{id}/edit/ and
// PATCH /api/ads/cars/{id}/ with JSON fields or multipart photos.
// The editable fields: what the editor loads, what a JSON PATCH saves or refuses.

editTestDb();

describe("GET /api/ads/cars/{id}/edit/", () => {
  it("answers every editable field and the photos as editor entries with a version suffix", async () => {
    const owner = await seller();
    const { ad, photos } = await adOf(owner, 2, { vinNumber: "TMBJJ7NE8H0123456" });
    const res = await getEdit(owner.client, ad.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ad.id,
      title: "Škoda Octavia Combi 2.0 TDI 2018",
      make: "Škoda",
      model: "Octavia",
      year: 2018,
      price: 289000,
      vat_refund: null,
      condition: "used",
      mileage_km: 120000,
      number_of_owners: 2,
      power_kw: 110,
      fuel_type: "diesel",
      transmission: "mt",
      drive_type: "FWD",
      body_type: "ESTATE_CAR",
      purchase_country: "Czech_Republic",
      location_name: "Brno",
      vin_number: "TMBJJ7NE8H0123456",
      desc_cz: "Servisní knížka, garážované.",
      seller_profile_id: owner.profile.id,
      image_links: photos.map((p) => p.fullUrl),
    });
    const rows = await photoRows(ad.id);
    expect(res.body.images).toEqual(
      rows.map((r) => ({
        uid: r.storageKey,
        name: r.fullUrl.split("/").pop(),
        status: "done",
        url: `${r.fullUrl}?v=${r.createdAt.getTime()}`,
      })),
    );
  });
});

describe("PATCH JSON: the edit screen's payloads (seed 001 §7)", () => {
  it("saves each parameter's payload and answers the updated ad", async () => {
    const owner = await seller();
    const { ad } = await adOf(owner);
    const steps: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { price: "275 000 Kč", vat_refund: true },
        { price: 275000, vat_refund: true },
      ],
      [
        {
          make: "Volkswagen",
          model: "Passat",
          generation_id: "",
          generation: "B8",
          title: "Volkswagen Passat B8 2018",
        },
        {
          make: "Volkswagen",
          model: "Passat",
          generation_id: null,
          generation: "B8",
          title: "Volkswagen Passat B8 2018",
        },
      ],
      [
        { year: 2017, title: "Volkswagen Passat B8 2017" },
        { year: 2017, title: "Volkswagen Passat B8 2017" },
      ],
      [{ power_kw: "140" }, { power_kw: 140 }],
      [{ mileage_km: "154 300" }, { mileage_km: 154300 }],
      [{ vin_number: "wvwzzz3czje012345" }, { vin_number: "WVWZZZ3CZJE012345" }],
      [{ condition: "USED" }, { condition: "used" }],
      [{ number_of_owners: 3 }, { number_of_owners: 3 }],
      [{ purchase_country: "Germany" }, { purchase_country: "Germany" }],
      [
        { location_name: " Praha 5 ", location_link: "https://maps.google.com/?cid=1" },
        { location_name: "Praha 5", location_link: "https://maps.google.com/?cid=1" },
      ],
      [{ desc_cz: "Nové rozvody, STK do 2027." }, { desc_cz: "Nové rozvody, STK do 2027." }],
      [
        { fuel_type: "petrol", transmission: "amt", body_type: "sedan", drive_type: "4wd" },
        { fuel_type: "petrol", transmission: "amt", body_type: "SEDAN_SALOON", drive_type: "AWD" },
      ],
    ];
    for (const [payload, expected] of steps) {
      const res = await patchJson(owner.client, ad.id, payload);
      expect([res.status, res.body]).toEqual([200, expect.objectContaining(expected)]);
      expect(res.body.images).toHaveLength(2);
      expect(await getEdit(owner.client, ad.id)).toMatchObject({ body: expected });
    }
  });

  it("sets owners to 0 when the condition becomes NEW without owners", async () => {
    const owner = await seller();
    const { ad } = await adOf(owner);
    const res = await patchJson(owner.client, ad.id, { condition: "NEW" });
    expect(res.body).toMatchObject({ condition: "new", number_of_owners: 0 });
  });

  it("clears power, mileage, generation and VIN with an empty value", async () => {
    const owner = await seller();
    const { ad } = await adOf(owner, 1, { vinNumber: "TMBJJ7NE8H0123456", generation: "III" });
    const res = await patchJson(owner.client, ad.id, {
      power_kw: "",
      mileage_km: null,
      vin_number: "",
      generation: "",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      power_kw: null,
      mileage_km: null,
      vin_number: null,
      generation: null,
    });
  });

  it("refuses a bad value with 400 and its field, and changes nothing of the payload", async () => {
    const owner = await seller();
    const { ad } = await adOf(owner);
    const before = await rowOf(ad.id);
    for (const [payload, fields] of [
      [{ price: 0, mileage_km: 1 }, { price: "createAd.errors.priceInvalid" }],
      [{ price: 5 }, { price: "createAd.errors.priceInvalid" }],
      [{ price: 100_000_000 }, { price: "createAd.errors.priceInvalid" }],
      [{ power_kw: 1001 }, { power_kw: "createAd.errors.powerInvalid" }],
      [{ mileage_km: 2_000_001 }, { mileage_km: "createAd.errors.mileageInvalid" }],
      [{ number_of_owners: 21 }, { number_of_owners: "createAd.errors.ownersInvalid" }],
      [{ year: 1959, title: "Stará" }, { year: "createAd.errors.yearInvalid" }],
      [{ vin_number: "TMBJJ7NE8H012345I" }, { vin_number: "createAd.errors.vinInvalid" }],
      [{ title: " " }, { title: "createAd.errors.titleRequired" }],
      [{ desc_cz: "x".repeat(2001) }, { desc_cz: "createAd.errors.descriptionTooLong" }],
      [{ generation_id: 999_999 }, { generation_id: "createAd.errors.generationInvalid" }],
    ] as const) {
      const res = await patchJson(owner.client, ad.id, payload);
      expect([res.status, res.body.code, res.body.fields]).toEqual([400, "bad_request", fields]);
    }
    expect(await rowOf(ad.id)).toEqual(before);
  });

  it("ignores the fields an edit may not change and answers an empty edit with the unchanged ad", async () => {
    const owner = await seller();
    const other = await seller();
    const { ad } = await adOf(owner);
    const before = await rowOf(ad.id);
    const res = await patchJson(owner.client, ad.id, {
      id: 1,
      status: "archived",
      source: "bazos",
      seller_profile_id: other.profile.id,
      created_date: "2001-01-01T00:00:00Z",
      image_links: ["https://evil.example/x.jpg"],
    });
    expect(res.status).toBe(200);
    expect(await rowOf(ad.id)).toEqual(before);
    expect(res.body).toMatchObject({ id: ad.id, status: "active", source: "own" });
    const empty = await patchJson(owner.client, ad.id, {});
    expect([empty.status, empty.body.price]).toEqual([200, 289000]);
    expect(await rowOf(ad.id)).toEqual(before);
  });
});
