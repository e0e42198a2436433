import { carJsonLd } from "./json-ld";
import { CAR_AD } from "@/tests/fixtures/car-ad";
import type { CarAd } from "./types";

const ad: CarAd = CAR_AD;
const build = (over: Partial<CarAd> = {}) =>
  JSON.parse(
    JSON.stringify(
      carJsonLd({
        ad: { ...ad, ...over },
        url: "https://vozovna.cz/ads/cars/7",
        images: ["https://vozovna.cz/a.webp"],
        description: "Popis",
        bodyType: "Kombi",
        colour: "Šedá metalíza",
        equipment: ["Klimatizace automatická", "Tažné zařízení"],
        seller: { name: "Auto Brno", dealer: true },
      }),
    ),
  );

describe("carJsonLd", () => {
  it("describes the car and its offer in CZK from the ad's fields", () => {
    const ld = build();
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Car",
      name: "Škoda Octavia 2.0 TDI",
      brand: { "@type": "Brand", name: "Škoda" },
      model: "Octavia",
      vehicleModelDate: "2018",
      mileageFromOdometer: { value: 120000, unitCode: "KMT" },
      vehicleEngine: { enginePower: { value: 110, unitCode: "KWT" }, fuelType: "Diesel" },
      vehicleTransmission: "Manual",
      driveWheelConfiguration: "https://schema.org/FrontWheelDriveConfiguration",
      bodyType: "Kombi",
      color: "Šedá metalíza",
      numberOfDoors: 5,
      seatingCapacity: 5,
      vehicleSeatingCapacity: 5,
      additionalProperty: [
        { "@type": "PropertyValue", name: "Klimatizace automatická", value: true },
        { "@type": "PropertyValue", name: "Tažné zařízení", value: true },
      ],
      numberOfPreviousOwners: 2,
      vehicleIdentificationNumber: "TMBJJ7NE8J0123456",
      itemCondition: "https://schema.org/UsedCondition",
      image: ["https://vozovna.cz/a.webp"],
      offers: {
        "@type": "Offer",
        price: 289000,
        priceCurrency: "CZK",
        availability: "https://schema.org/InStock",
        url: "https://vozovna.cz/ads/cars/7",
        seller: { "@type": "AutoDealer", name: "Auto Brno" },
      },
    });
  });
  it("gives a dealer's IČO as its taxID and identifier, and a person none", () => {
    const ld = (seller: { name: string; dealer: boolean; ico?: string | null }) =>
      JSON.parse(
        JSON.stringify(
          carJsonLd({
            ad,
            url: "https://vozovna.cz/ads/cars/7",
            images: [],
            description: null,
            bodyType: null,
            colour: null,
            equipment: [],
            seller,
          }),
        ),
      ).offers.seller;
    expect(ld({ name: "Auto Brno", dealer: true, ico: "25596641" })).toEqual({
      "@type": "AutoDealer",
      name: "Auto Brno",
      taxID: "25596641",
      identifier: { "@type": "PropertyValue", propertyID: "IČO", value: "25596641" },
    });
    expect(ld({ name: "Auto Brno", dealer: true, ico: null })).toEqual({
      "@type": "AutoDealer",
      name: "Auto Brno",
    });
    expect(ld({ name: "Jan", dealer: false, ico: "25596641" })).toEqual({
      "@type": "Person",
      name: "Jan",
    });
  });
  it("follows the status: sold is out of stock, archived discontinued", () => {
    expect(build({ status: "sold" }).offers.availability).toBe("https://schema.org/OutOfStock");
    expect(build({ status: "archived" }).offers.availability).toBe(
      "https://schema.org/Discontinued",
    );
  });
  it("leaves out what the ad does not know", () => {
    const ld = build({
      mileage_km: null,
      power_kw: null,
      fuel_type: null,
      vin_number: null,
      number_of_owners: null,
      variant: null,
      doors: null,
      seats: null,
    });
    for (const key of [
      "mileageFromOdometer",
      "vehicleEngine",
      "fuelType",
      "vehicleIdentificationNumber",
      "numberOfPreviousOwners",
      "vehicleConfiguration",
      "numberOfDoors",
      "seatingCapacity",
      "vehicleSeatingCapacity",
    ]) {
      expect(ld).not.toHaveProperty(key);
    }
  });
  it("has no colour or equipment the page does not name", () => {
    const ld = JSON.parse(
      JSON.stringify(
        carJsonLd({
          ad,
          url: "https://vozovna.cz/ads/cars/7",
          images: [],
          description: null,
          bodyType: null,
          colour: null,
          equipment: [],
          seller: null,
        }),
      ),
    );
    for (const key of ["color", "additionalProperty", "bodyType", "image", "description"])
      expect(ld).not.toHaveProperty(key);
  });
});
