import { FINISHED_DRAFT } from "@/tests/fixtures/draft";
import { type Draft } from "./draft";
import { draftPreviewAd } from "./preview";

const now = new Date("2026-05-04T10:00:00Z");

test("a finished draft maps to the ad its publish makes, the server's fields neutral", () => {
  const draft: Draft = {
    ...FINISHED_DRAFT,
    driveType: "4wd",
    powerKw: 110.4,
    locationName: " Brno ",
    vinNumber: "tmbjj7ne0l0123456",
    colour: "blue",
    metallic: true,
    equipment: ["heated_seats"],
    stkValidUntil: "2027-05",
  };
  expect(draftPreviewAd(draft, now)).toMatchObject({
    title: "Škoda Octavia Combi III 2019",
    make: "Škoda",
    model: "Octavia",
    generation_id: 12,
    year: 2019,
    price: 289000,
    vat_refund: true,
    condition: "used",
    number_of_owners: 1,
    drive_type: "AWD",
    power_kw: 110,
    mileage_km: 120000,
    body_type: "ESTATE_CAR",
    location_name: "Brno",
    vin_number: "TMBJJ7NE0L0123456",
    desc_cz: "Servisní kniha.",
    colour: "blue",
    metallic: true,
    equipment: ["heated_seats"],
    stk_valid_until: "2027-05",
    image_links: ["/media/ads/a-mini.webp", "/media/ads/b-mini.webp"],
    region: null,
    seller_user_id: null,
    status: "active",
    source: "own",
    created_date: now.toISOString(),
  });
});

test("a new car has 0 owners; fwd is FWD; no price means no VAT note and no VIN is null", () => {
  const ad = draftPreviewAd({
    ...FINISHED_DRAFT,
    condition: "NEW",
    numberOfOwners: null,
    price: null,
    vinNumber: "",
  });
  expect(ad).toMatchObject({
    condition: "new",
    number_of_owners: 0,
    drive_type: "FWD",
    price: 0,
    vat_refund: false,
    vin_number: null,
  });
});

test("an unticked box is not given, as the payload sends it: the ad page leaves its row out", () => {
  expect(
    draftPreviewAd({ ...FINISHED_DRAFT, metallic: false, serviceBook: true, garaged: false }),
  ).toMatchObject({ metallic: null, service_book: true, garaged: null });
});
