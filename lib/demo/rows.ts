// One drawn demo ad in the forms it is stored in, car data (issue 29) included: an imported
// seller's ad as a line of its source's feed, an own ad as a row of the bulk insert. No draws here:
// lib/demo/seed.ts draws every value in its order (a seed's data stays what it was), these build.
import type { BulkAd } from "@/lib/ads/mutations-bulk";
import type { AdSource } from "@/lib/enums";
import type { NewAdPast } from "@/lib/import/run";
import type { DemoPhoto } from "@/lib/pictures/demo-pool";
import { placeMapLink, type Place } from "@/lib/places/gazetteer";
import type { CarData } from "./car-data";
import type { DemoRow } from "./cars";
import type { AdDescription } from "./descriptions";
import { demoAdPhoto, poolPhotoUrl, type DemoFeedAd } from "./feed";
import { titleFor, type GeneratedCar } from "./generate";

export type SellerKind = "dealer" | "private" | "imported";
export interface Seller {
  /** 0 for an imported seller: the import makes its profile. */
  profileId: number;
  userId: string | null;
  kind: SellerKind;
  source: Exclude<AdSource, "other">;
  place: Place;
  name: string;
  /** Its number among the demo's sellers (an imported one's id in the feed: demo-<n>). */
  n: number;
}

/** One ad as the seed drew it: the car and its car data, who sells it and where, text, photos. */
export interface DrawnAd {
  car: GeneratedCar;
  data: CarData;
  seller: Seller;
  place: Place;
  vatRefund: boolean;
  created: Date;
  desc: AdDescription;
  photos: DemoPhoto[];
}

/**
 * An imported seller's ad as a line of its source's feed (`id` its number there, `vin` when the
 * seller gives it), with what the feed cannot carry: its past and whether it is still for sale.
 */
export function feedAdOf(
  { car, data, seller, place, vatRefund, created, desc, photos }: DrawnAd,
  { id, vin, past, gone }: { id: number; vin: string | undefined; past: NewAdPast; gone: boolean },
): DemoFeedAd {
  return {
    source: seller.source as DemoFeedAd["source"],
    line: {
      id: String(id),
      url:
        seller.source === "bazos"
          ? `https://auto.bazos.cz/inzerat/${id}/`
          : `https://www.facebook.com/marketplace/item/${id}/`,
      title: titleFor(car),
      make: car.make,
      model: car.model,
      year: car.year,
      price: car.price,
      mileage_km: car.mileageKm,
      power_kw: car.powerKw,
      fuel: car.fuel,
      transmission: car.transmission,
      body: car.bodyType,
      drive: car.drive,
      condition: car.condition,
      vat_refund: vatRefund,
      owners: car.owners,
      colour: data.colour ?? undefined,
      metallic: data.metallic ?? undefined,
      doors: data.doors ?? undefined,
      seats: data.seats ?? undefined,
      equipment: data.equipment,
      stk_valid_until: data.stkValidUntil ?? undefined,
      service_book: data.serviceBook ?? undefined,
      garaged: data.garaged ?? undefined,
      location: place.name,
      vin,
      description: desc.cz,
      description_lang: "cs",
      photos: photos.map((p) => poolPhotoUrl(p.key)),
      seller: { id: `demo-${seller.n}`, name: seller.name, location: seller.place.name },
      listed_at: created.toISOString(),
    },
    past,
    gone,
    translations: desc.en && desc.ru ? { en: desc.en, ru: desc.ru } : null,
  };
}

/** An own ad's row for the bulk insert, with its photos and earlier prices. */
export function ownAdOf(
  { car, data, seller, place, vatRefund, created, desc, photos }: DrawnAd,
  {
    status,
    dates,
    history,
  }: {
    status: BulkAd["status"];
    dates: { updatedDate: Date; checkedAt: Date };
    history: DemoRow["history"];
  },
): DemoRow {
  return {
    row: {
      title: titleFor(car),
      make: car.make,
      model: car.model,
      generation: car.generation,
      generationId: car.generationId,
      variant: car.variant,
      year: car.year,
      price: car.price,
      vatRefund,
      condition: car.condition,
      mileageKm: car.mileageKm,
      numberOfOwners: car.owners,
      powerKw: car.powerKw,
      fuelType: car.fuel,
      transmission: car.transmission,
      driveType: car.drive,
      bodyType: car.bodyType,
      purchaseCountry: car.country,
      locationName: place.name,
      locationLink: placeMapLink(place),
      vinNumber: car.vin,
      ...data,
      sellerType: seller.kind === "dealer" ? "dealer" : "private",
      descCz: desc.cz.slice(0, 2000),
      descEn: desc.en,
      descRu: desc.ru,
      status,
      source: seller.source,
      sourceLink: null,
      sellerProfileId: seller.profileId,
      sellerUserId: seller.userId,
      realDate: created,
      createdDate: created,
      ...dates,
    },
    photos: photos.map(demoAdPhoto),
    history,
  };
}
