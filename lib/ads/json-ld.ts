// Structured data of an ad page for search engines: a schema.org Car with its Offer, and the
// BreadcrumbList. Client-safe, pure.
import type { AdStatus, Condition, DriveType, FuelType, Transmission } from "@/lib/enums";
import type { CarAd } from "./types";

const SCHEMA = "https://schema.org/";

/** sold → OutOfStock, archived → Discontinued, anything else → InStock (seed 001 §2.1). */
export function availabilityOf(status: AdStatus) {
  if (status === "sold") return `${SCHEMA}OutOfStock`;
  if (status === "archived") return `${SCHEMA}Discontinued`;
  return `${SCHEMA}InStock`;
}

const CONDITION: Record<Condition, string> = {
  new: `${SCHEMA}NewCondition`,
  used: `${SCHEMA}UsedCondition`,
  damaged: `${SCHEMA}DamagedCondition`,
};
const DRIVE: Record<DriveType, string> = {
  FWD: `${SCHEMA}FrontWheelDriveConfiguration`,
  RWD: `${SCHEMA}RearWheelDriveConfiguration`,
  AWD: `${SCHEMA}AllWheelDriveConfiguration`,
};
const TRANSMISSION: Record<Transmission, string> = {
  at: "Automatic",
  cvt: "CVT",
  amt: "Automated manual",
  mt: "Manual",
};
const FUEL: Record<FuelType, string> = {
  petrol: "Gasoline",
  diesel: "Diesel",
  electric: "Electric",
  hybrid: "Hybrid",
  gas: "LPG/CNG",
};

const quantity = (value: number, unitCode: string) => ({
  "@type": "QuantitativeValue",
  value,
  unitCode,
});

/** Drops undefined and null members so the output carries only what the ad knows. */
function compact<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== undefined && v !== null),
  ) as T;
}

export interface CarJsonLdInput {
  ad: CarAd;
  /** absolute URL of the page */
  url: string;
  /** absolute photo URLs, main photo first */
  images: string[];
  description: string | null;
  /** the labels of the page's language: body type, colour ("Šedá metalíza"), equipment items */
  bodyType: string | null;
  colour: string | null;
  equipment: string[];
  /** a dealer is an organisation (AutoDealer) and carries its IČO as taxID and identifier */
  seller: { name: string; dealer: boolean; ico?: string | null } | null;
}

export function carJsonLd({
  ad,
  url,
  images,
  description,
  bodyType,
  colour,
  equipment,
  seller,
}: CarJsonLdInput) {
  const condition = CONDITION[ad.condition];
  return compact({
    "@context": "https://schema.org",
    "@type": "Car",
    name: ad.title,
    url,
    image: images.length ? images : undefined,
    description: description ?? undefined,
    brand: { "@type": "Brand", name: ad.make },
    model: ad.model,
    vehicleConfiguration: ad.variant ?? undefined,
    vehicleModelDate: String(ad.year),
    mileageFromOdometer: ad.mileage_km != null ? quantity(ad.mileage_km, "KMT") : undefined,
    vehicleEngine:
      ad.power_kw != null || ad.fuel_type
        ? compact({
            "@type": "EngineSpecification",
            enginePower: ad.power_kw != null ? quantity(ad.power_kw, "KWT") : undefined,
            fuelType: ad.fuel_type ? FUEL[ad.fuel_type] : undefined,
          })
        : undefined,
    fuelType: ad.fuel_type ? FUEL[ad.fuel_type] : undefined,
    vehicleTransmission: ad.transmission ? TRANSMISSION[ad.transmission] : undefined,
    driveWheelConfiguration: ad.drive_type ? DRIVE[ad.drive_type] : undefined,
    bodyType: bodyType ?? undefined,
    color: colour ?? undefined,
    numberOfDoors: ad.doors ?? undefined,
    // Vehicle has both (seatingCapacity from the auto extension); readers know one or the other
    seatingCapacity: ad.seats ?? undefined,
    vehicleSeatingCapacity: ad.seats ?? undefined,
    numberOfPreviousOwners: ad.number_of_owners ?? undefined,
    vehicleIdentificationNumber: ad.vin_number ?? undefined,
    // schema.org has no property for a car's equipment: Product's additionalProperty is for "a
    // product feature ... for which there is no matching property", one PropertyValue per item
    additionalProperty: equipment.length
      ? equipment.map((name) => ({ "@type": "PropertyValue", name, value: true }))
      : undefined,
    itemCondition: condition,
    offers: compact({
      "@type": "Offer",
      url,
      price: ad.price,
      priceCurrency: "CZK",
      availability: availabilityOf(ad.status),
      itemCondition: condition,
      seller: !seller
        ? undefined
        : seller.dealer
          ? compact({
              "@type": "AutoDealer",
              name: seller.name,
              taxID: seller.ico ?? undefined,
              identifier: seller.ico
                ? { "@type": "PropertyValue", propertyID: "IČO", value: seller.ico }
                : undefined,
            })
          : { "@type": "Person", name: seller.name },
    }),
  });
}

export function breadcrumbJsonLd(crumbs: { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: c.url,
    })),
  };
}
