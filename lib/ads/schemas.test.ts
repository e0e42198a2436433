/** @jest-environment node */
import {
  adPatchSchema,
  createAdSchema,
  descriptionProblem,
  editPhotoProblem,
  photoProblem,
} from "./schemas";

const fieldsOf = (input: unknown) => {
  const r = adPatchSchema.safeParse(input);
  if (r.success) throw new Error("expected a refusal");
  // the first message of each field, as the API's 400 body carries it
  const fields: Record<string, string> = {};
  for (const i of r.error.issues) fields[i.path.join(".")] ??= i.message;
  return fields;
};

describe("adPatchSchema", () => {
  it("takes each payload of the edit screen (seed 001 §7) as sent", () => {
    expect(adPatchSchema.parse({ price: "289 000 Kč", vat_refund: true })).toEqual({
      price: 289000,
      vat_refund: true,
    });
    expect(
      adPatchSchema.parse({
        make: "Škoda",
        model: "Octavia",
        generation_id: 12,
        generation: "III",
        title: "Škoda Octavia III 2017",
      }),
    ).toEqual({
      make: "Škoda",
      model: "Octavia",
      generation_id: 12,
      generation: "III",
      title: "Škoda Octavia III 2017",
    });
    expect(adPatchSchema.parse({ year: "2017", title: "Škoda Octavia 2017" })).toEqual({
      year: 2017,
      title: "Škoda Octavia 2017",
    });
    expect(adPatchSchema.parse({ power_kw: "110" })).toEqual({ power_kw: 110 });
    expect(adPatchSchema.parse({ mileage_km: "154 000" })).toEqual({ mileage_km: 154000 });
    expect(adPatchSchema.parse({ vin_number: " tmbjj7ne8h0123456 " })).toEqual({
      vin_number: "TMBJJ7NE8H0123456",
    });
    expect(adPatchSchema.parse({ number_of_owners: 3 })).toEqual({ number_of_owners: 3 });
    expect(adPatchSchema.parse({ purchase_country: "Germany" })).toEqual({
      purchase_country: "Germany",
    });
    expect(
      adPatchSchema.parse({ location_name: " Brno ", location_link: "https://maps.example/brno" }),
    ).toEqual({ location_name: "Brno", location_link: "https://maps.example/brno" });
    expect(adPatchSchema.parse({ desc_cz: "Servisní knížka." })).toEqual({
      desc_cz: "Servisní knížka.",
    });
  });

  it("clears the generation, the variant and the owners by null or an empty value", () => {
    expect(adPatchSchema.parse({ generation_id: null, generation: null, variant: null })).toEqual({
      generation_id: null,
      generation: null,
      variant: null,
    });
    expect(adPatchSchema.parse({ generation_id: "", generation: "" })).toEqual({
      generation_id: null,
      generation: null,
    });
    expect(adPatchSchema.parse({ number_of_owners: "" })).toEqual({ number_of_owners: 0 });
    expect(adPatchSchema.parse({ number_of_owners: null })).toEqual({ number_of_owners: 0 });
    expect(fieldsOf({ number_of_owners: "21" })).toEqual({
      number_of_owners: "createAd.errors.ownersInvalid",
    });
  });

  it("leaves out every field that was not sent, so nothing else is touched", () => {
    expect(adPatchSchema.parse({})).toEqual({});
    expect(Object.keys(adPatchSchema.parse({ price: 1000 }))).toEqual(["price"]);
  });

  it("drops the fields an edit may not change", () => {
    expect(
      adPatchSchema.parse({
        id: 7,
        status: "active",
        source: "bazos",
        seller_profile_id: 99,
        created_date: "2020-01-01",
        real_date: "2020-01-01",
        image_links: ["https://x/y.webp"],
        price: 5000,
      }),
    ).toEqual({ price: 5000 });
  });

  it("clears generation, power, mileage and VIN with an empty value", () => {
    expect(adPatchSchema.parse({ generation_id: "", power_kw: "", mileage_km: "" })).toEqual({
      generation_id: null,
      power_kw: null,
      mileage_km: null,
    });
    expect(adPatchSchema.parse({ generation_id: null, power_kw: null, mileage_km: null })).toEqual({
      generation_id: null,
      power_kw: null,
      mileage_km: null,
    });
    expect(adPatchSchema.parse({ vin_number: "" })).toEqual({ vin_number: null });
    expect(adPatchSchema.parse({ generation: "" })).toEqual({ generation: null });
  });

  it("refuses values out of bounds with the create screen's messages", () => {
    expect(fieldsOf({ price: 0 })).toEqual({ price: "createAd.errors.priceInvalid" });
    // issue 27: "5 Kč" is no car's price
    expect(fieldsOf({ price: 5 })).toEqual({ price: "createAd.errors.priceInvalid" });
    expect(fieldsOf({ price: 999 })).toEqual({ price: "createAd.errors.priceInvalid" });
    expect(adPatchSchema.parse({ price: 1000 })).toEqual({ price: 1000 });
    expect(fieldsOf({ price: 100_000_000 })).toEqual({ price: "createAd.errors.priceInvalid" });
    expect(fieldsOf({ price: "" })).toEqual({ price: "createAd.errors.priceRequired" });
    expect(fieldsOf({ power_kw: 0 })).toEqual({ power_kw: "createAd.errors.powerInvalid" });
    expect(fieldsOf({ power_kw: 1001 })).toEqual({ power_kw: "createAd.errors.powerInvalid" });
    expect(fieldsOf({ mileage_km: 2_000_001 })).toEqual({
      mileage_km: "createAd.errors.mileageInvalid",
    });
    expect(fieldsOf({ year: 1959 })).toEqual({ year: "createAd.errors.yearInvalid" });
    expect(fieldsOf({ year: new Date().getFullYear() + 1 })).toEqual({
      year: "createAd.errors.yearInvalid",
    });
    expect(fieldsOf({ vin_number: "TMBJJ7NE8H012345O" })).toEqual({
      vin_number: "createAd.errors.vinInvalid",
    });
    expect(fieldsOf({ vin_number: "TMBJJ7NE8H01234" })).toEqual({
      vin_number: "createAd.errors.vinInvalid",
    });
    expect(fieldsOf({ desc_cz: "x".repeat(2001) })).toEqual({
      desc_cz: "createAd.errors.descriptionTooLong",
    });
    expect(fieldsOf({ title: "  " })).toEqual({ title: "createAd.errors.titleRequired" });
    expect(fieldsOf({ purchase_country: "Mars" })).toEqual({
      purchase_country: "createAd.errors.countryRequired",
    });
    expect(fieldsOf({ location_link: "javascript:alert(1)" })).toEqual({
      location_link: "createAd.errors.locationInvalid",
    });
  });

  it("takes 0 to 20 owners", () => {
    expect(adPatchSchema.parse({ number_of_owners: "0" })).toEqual({ number_of_owners: 0 });
    expect(adPatchSchema.parse({ number_of_owners: 20 })).toEqual({ number_of_owners: 20 });
    expect(fieldsOf({ number_of_owners: 21 })).toEqual({
      number_of_owners: "createAd.errors.ownersInvalid",
    });
    expect(fieldsOf({ number_of_owners: -1 })).toEqual({
      number_of_owners: "createAd.errors.ownersInvalid",
    });
  });

  it("takes the condition in either case, and a NEW car without owners gets 0", () => {
    expect(adPatchSchema.parse({ condition: "NEW" })).toEqual({
      condition: "new",
      number_of_owners: 0,
    });
    expect(adPatchSchema.parse({ condition: "used" })).toEqual({ condition: "used" });
    expect(adPatchSchema.parse({ condition: "NEW", number_of_owners: 1 })).toEqual({
      condition: "new",
      number_of_owners: 1,
    });
    expect(fieldsOf({ condition: "damaged" })).toEqual({
      condition: "createAd.errors.conditionRequired",
    });
  });

  it("takes every spelling of fuel, transmission, body and drive the wizard sends", () => {
    expect(
      adPatchSchema.parse({
        fuel_type: "diesel",
        transmission: "amt",
        body_type: "5_door_hatchback",
        drive_type: "4wd",
      }),
    ).toEqual({
      fuel_type: "diesel",
      transmission: "amt",
      body_type: "FIVE_DOOR_HATCHBACK",
      drive_type: "AWD",
    });
    expect(adPatchSchema.parse({ body_type: "estate car", drive_type: "FWD" })).toEqual({
      body_type: "ESTATE_CAR",
      drive_type: "FWD",
    });
    expect(fieldsOf({ fuel_type: "steam" })).toEqual({ fuel_type: "createAd.errors.fuelRequired" });
  });
});

describe("createAdSchema after sharing its rules", () => {
  it("still needs owners for a used car and sets 0 for a new one", () => {
    const base = {
      title: "Škoda Octavia 2017",
      make: "Škoda",
      model: "Octavia",
      year: "2017",
      fuel_type: "diesel",
      transmission: "mt",
      body_type: "ESTATE_CAR",
      drive_type: "FWD",
      power_kw: "110",
      mileage_km: "154000",
      desc_cz: "Pěkné auto.",
      purchase_country: "Czech_Republic",
      location_name: "Brno",
      price: "289000",
    };
    expect(createAdSchema.safeParse({ ...base, condition: "USED" }).success).toBe(false);
    expect(createAdSchema.parse({ ...base, condition: "NEW" }).number_of_owners).toBe(0);
    const used = createAdSchema.parse({ ...base, condition: "USED", number_of_owners: "2" });
    expect(used).toMatchObject({ number_of_owners: 2, vin_number: null, generation: null });
    expect(used.generation_id).toBeUndefined();
  });
});

describe("editPhotoProblem", () => {
  const photo = (name: string, type: string, size = 1000) => ({ name, type, size });

  it("takes png, jpeg, webp, heic and heif, which the wizard's check refuses", () => {
    for (const [name, type] of [
      ["a.png", "image/png"],
      ["a.JPG", "image/jpeg"],
      ["a.jpeg", "image/jpeg"],
      ["a.webp", "image/webp"],
      ["IMG_0001.HEIC", "image/heic"],
      ["a.heif", "image/heif"],
      ["IMG_0002.heic", ""],
    ])
      expect(editPhotoProblem(photo(name, type))).toBeNull();
    expect(photoProblem(photo("a.webp", "image/webp"))).toBe("createAd.errors.photoExtension");
  });

  it("names the problem of a wrong extension, type or size", () => {
    expect(editPhotoProblem(photo("a.gif", "image/gif"))).toBe(
      "createAd.errors.editPhotoExtension",
    );
    expect(editPhotoProblem(photo("a.jpg", "image/gif"))).toBe("createAd.errors.editPhotoFormat");
    expect(editPhotoProblem(photo("a.jpg", "image/jpeg", 10_485_761))).toBe(
      "createAd.errors.photoSize",
    );
    expect(editPhotoProblem(photo("a.jpg", "image/jpeg", 10_485_760))).toBeNull();
  });
});

describe("power in horsepower", () => {
  it("a client may send power_hp instead of power_kw; it is stored in kW", () => {
    expect(adPatchSchema.parse({ power_hp: "150" })).toEqual({ power_kw: 110 });
    expect(adPatchSchema.parse({ power_hp: 1360 })).toEqual({ power_kw: 1000 });
    // power_kw wins when both are sent
    expect(adPatchSchema.parse({ power_kw: "100", power_hp: "150" })).toEqual({ power_kw: 100 });
  });

  it("refuses horsepower beyond the kW limit, empty or not a number", () => {
    expect(fieldsOf({ power_hp: "1400" })).toEqual({ power_kw: "createAd.errors.powerInvalid" });
    expect(fieldsOf({ power_hp: "lots" })).toEqual({ power_kw: "createAd.errors.powerInvalid" });
    expect(fieldsOf({ power_hp: "" })).toEqual({ power_kw: "createAd.errors.powerInvalid" });
  });
});

describe("title", () => {
  it("over 200 characters is refused with its own message, never cut", () => {
    expect(fieldsOf({ title: "x".repeat(201) })).toEqual({
      title: "createAd.errors.titleTooLong",
    });
    expect(adPatchSchema.parse({ title: ` ${"x".repeat(200)} ` })).toEqual({
      title: "x".repeat(200),
    });
  });
});

test("a description is required and refused over 2 000 characters, with its own message (never cut)", () => {
  expect(descriptionProblem("  ")).toBe("createAd.errors.descriptionRequired");
  expect(descriptionProblem("x".repeat(2000))).toBeNull();
  expect(descriptionProblem("x".repeat(2001))).toBe("createAd.errors.descriptionTooLong");
});
