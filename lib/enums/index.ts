// The closed value sets of ARCHITECTURE.md §3 and §4.10, spelled once. Client-safe and free of zod: the
// Drizzle columns, the zod schemas (./schemas.ts), the option lists, the registry and the demo data
// all read these tuples.

export const FUEL_TYPES = ["petrol", "diesel", "electric", "hybrid", "gas"] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const TRANSMISSIONS = ["at", "mt", "cvt", "amt"] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const DRIVE_TYPES = ["FWD", "RWD", "AWD"] as const;
export type DriveType = (typeof DRIVE_TYPES)[number];

export const BODY_TYPES = [
  "COUPE",
  "SEDAN_SALOON",
  "THREE_DOOR_SUV",
  "FIVE_DOOR_SUV",
  "ESTATE_CAR",
  "LIFTBACK",
  "THREE_DOOR_HATCHBACK",
  "FIVE_DOOR_HATCHBACK",
  "CONVERTIBLE",
  "MINIVAN",
  "VAN",
  "MINIBUS",
  "PICKUP",
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const CONDITIONS = ["new", "used", "damaged"] as const;
export type Condition = (typeof CONDITIONS)[number];

export const PURCHASE_COUNTRIES = [
  "Czech_Republic",
  "Germany",
  "Austria",
  "Slovakia",
  "Poland",
  "Hungary",
  "France",
  "Netherlands",
  "Belgium",
  "Italy",
  "Switzerland",
  "United_Kingdom",
  "Other",
] as const;
export type PurchaseCountry = (typeof PURCHASE_COUNTRIES)[number];

/** own = posted here; the others are imported (the server sets `own` for every wizard ad). */
export const AD_SOURCES = ["own", "bazos", "facebook", "other"] as const;
export type AdSource = (typeof AD_SOURCES)[number];

export const AD_STATUSES = ["active", "sold", "archived", "deleted"] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/**
 * Why an ad ended (issue 32): the seller's answer when archiving ("prodáno přes Vozovnu", "prodáno
 * jinde", "už neprodávám", "jiný důvod"), `sold` when the "still for sale?" e-mail is answered
 * "already sold" without saying where, `unconfirmed` when it goes unanswered for a week (the ad is
 * archived: nobody said it sold), `source_ended` for an imported ad gone from its feed, `moderated`
 * for an admin's archive. The median days to sell count sold_here, sold_elsewhere, sold.
 */
export const AD_END_REASONS = [
  "sold_here",
  "sold_elsewhere",
  "sold",
  "not_selling",
  "other",
  "unconfirmed",
  "source_ended",
  "moderated",
] as const;
export type AdEndReason = (typeof AD_END_REASONS)[number];
/** The reasons a seller picks from when archiving their own ad. */
export const SELLER_END_REASONS = [
  "sold_here",
  "sold_elsewhere",
  "not_selling",
  "other",
] as const satisfies readonly AdEndReason[];
/** The reasons that mean the car was sold: the median days to sell count these. */
export const SOLD_END_REASONS = [
  "sold_here",
  "sold_elsewhere",
  "sold",
] as const satisfies readonly AdEndReason[];

/** A dealer's own feed (issue 32): JSON Lines as `npm run import` reads, or CSV with its columns. */
export const FEED_FORMATS = ["jsonl", "csv"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** The price rating's labels (lib/pricing), best price first; "unrated" is "Nelze ohodnotit". */
export const PRICE_LABELS = [
  "suspicious",
  "great",
  "good",
  "fair",
  "high",
  "overpriced",
  "unrated",
] as const;
export type PriceLabel = (typeof PRICE_LABELS)[number];
/** "Jen dobré a výborné ceny": the search filter good_price (lib/search/filter-table.ts). */
export const GOOD_PRICE_LABELS = ["great", "good"] as const satisfies readonly PriceLabel[];
/**
 * The labels "nejvýhodnější nejdřív" ranks by price ÷ estimate; the others sort last: a
 * suspiciously low price is a warning, not a bargain, and an unrated one has no estimate.
 */
export const RANKED_PRICE_LABELS = [
  "great",
  "good",
  "fair",
  "high",
  "overpriced",
] as const satisfies readonly PriceLabel[];

/** Saved-search alerts (ARCHITECTURE.md §4.10). */
export const NOTIFICATION_FREQUENCIES = [
  "immediate",
  "hourly",
  "daily",
  "weekly",
  "never",
] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

// ---------------------------------------------------------------- the search's spellings

/** The search's fuel filter in the order the form lists it; `unknown` finds ads without a fuel. */
export const SEARCH_FUELS = [
  "petrol",
  "diesel",
  "hybrid",
  "gas",
  "electric",
  "unknown",
] as const satisfies readonly (FuelType | "unknown")[];
export type SearchFuel = (typeof SEARCH_FUELS)[number];

/** The search's gearbox groups and the ad values each stands for (null = unknown). */
export const TRANSMISSION_GROUPS = {
  automatic: ["at", "cvt", "amt"],
  manual: ["mt"],
  unknown: [null],
} as const satisfies Record<string, readonly (Transmission | null)[]>;
export const SEARCH_TRANSMISSIONS = [
  "automatic",
  "manual",
  "unknown",
] as const satisfies readonly (keyof typeof TRANSMISSION_GROUPS)[];
export type SearchTransmission = (typeof SEARCH_TRANSMISSIONS)[number];

/** The ad gearboxes a search value stands for: a group, or one gearbox exactly as ads store it. */
export const transmissionValues = (
  v: SearchTransmission | Transmission,
): readonly (Transmission | null)[] => (isSearchTransmission(v) ? TRANSMISSION_GROUPS[v] : [v]);
const isSearchTransmission = (v: string): v is SearchTransmission =>
  SEARCH_TRANSMISSIONS.some((s) => s === v);

/** The search group an ad's gearbox belongs to (breadcrumbs link to it). */
export const searchTransmission = (t: Transmission): "automatic" | "manual" =>
  TRANSMISSION_GROUPS.manual.some((m) => m === t) ? "manual" : "automatic";

/** The search's condition filter and the ad values each stands for: `used` includes damaged. */
export const CONDITION_GROUPS = {
  new: ["new"],
  used: ["used", "damaged"],
} as const satisfies Record<string, readonly Condition[]>;
export const SEARCH_CONDITIONS = [
  "new",
  "used",
] as const satisfies readonly (keyof typeof CONDITION_GROUPS)[];
export type SearchCondition = (typeof SEARCH_CONDITIONS)[number];

// ---------------------------------------------------------------- message keys (namespace "enums")

/** Keys under `enums` in messages/*.json, typed so `useTranslations("enums")(fuelKey(v))` needs no cast. */
export const fuelKey = (v: FuelType | SearchFuel) => `fuel.${v}` as const;
export const transmissionKey = (v: Transmission | SearchTransmission) =>
  `transmission.${v}` as const;
export const driveKey = (v: DriveType) => `drive.${v}` as const;
export const bodyKey = (v: BodyType) => `body.${v}` as const;
export const conditionKey = (v: Condition) => `condition.${v}` as const;
export const countryKey = (v: PurchaseCountry) => `country.${v}` as const;
export const sourceKey = (v: AdSource) => `source.${v}` as const;
