import { createAdSchema } from "@/lib/ads/schemas";
import { FINISHED_DRAFT } from "@/tests/fixtures/draft";
import { type Draft } from "./draft";
import { createPayload, createPayloadFields } from "./payload";

// the finished draft with the spellings the payload converts: 4wd, fractional kW, a padded place,
// a lower-case VIN; and no VAT refund, photos in another order
const draft: Draft = {
  ...FINISHED_DRAFT,
  driveType: "4wd",
  powerKw: 110.4,
  numberOfOwners: 2,
  purchaseCountry: "Germany",
  vatRefund: false,
  locationName: " Brno ",
  vinNumber: "tmbjj7ne0l0123456",
  images: ["b", "a"].map((id) => ({ id, previewUrl: `/media/ads/${id}-mini.webp` })),
};

// The wizard's payload is what the server's own schema reads (one rule set on both sides).
test("the payload of a finished draft passes the server's schema with the values meant", () => {
  const parsed = createAdSchema.parse(createPayloadFields(draft));
  expect(parsed).toMatchObject({
    drive_type: "AWD",
    power_kw: 110,
    number_of_owners: 2,
    vin_number: "TMBJJ7NE0L0123456",
    location_name: "Brno",
    condition: "used",
    vat_refund: false,
    generation_id: 12,
  });
});

test("a NEW car is sent with 0 owners; the stored draft photos go by id in order, no files", () => {
  const fields = createPayloadFields({ ...draft, condition: "NEW", numberOfOwners: null });
  expect(fields.number_of_owners).toBe("0");
  expect(createAdSchema.parse(fields).number_of_owners).toBe(0);
  const form = createPayload(draft);
  expect(JSON.parse(form.get("draft_photo_ids") as string)).toEqual(["b", "a"]);
  expect(form.getAll("images")).toEqual([]);
  expect(form.get("source")).toBe("other");
});
