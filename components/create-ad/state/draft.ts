// The creation wizard's draft (seed 001 §3 "Wizard draft", §4 "Wizard", §5): its fields, the
// prerequisites of each step, the resets when an earlier choice changes, the progress figures and
// the generated title. Pure and client-safe: the wizard's islands and its tests share it.
import { descriptionProblem, titleProblem } from "@/lib/ads/schemas";
import type { BodyType, DriveType, FuelType, PurchaseCountry, Transmission } from "@/lib/enums";
import type { Colour, Equipment } from "@/lib/enums/car-data";
import type { EngineSpec } from "@/lib/registry/views";

export const STEPS = 7; // 0 to 6
export type Step = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const BASE_VARIANT = "Base";

/** One photo of the draft, stored on the server when chosen (lib/ads/draft-photos.ts). */
export interface DraftPhoto {
  /** the server's id of the draft photo */
  id: string;
  /** its stored mini rendering, what the thumbnail shows */
  previewUrl: string;
}

export interface Draft {
  make: string | null;
  makeIsManual: boolean;
  model: string | null;
  generation: string | null;
  generationId: number | null;
  /** the registry's typical minimum price of the chosen generation (the price warning's reference) */
  generationMinPrice?: number | null;
  variant: string | null;
  /** the registry's fuel for the chosen variant, when it knows one (the fuel warning's reference) */
  variantFuel?: FuelType | null;
  year: number | null;
  fuelType: FuelType | null;
  transmission: Transmission | null;
  bodyType: BodyType | null;
  /** the wizard's own choice: 4wd is sent as AWD */
  driveType: Lowercase<DriveType> | "4wd" | null;
  powerKw: number | null;
  mileageKm: number | null;
  images: DraftPhoto[];
  title: string;
  description: string;
  price: number | null;
  numberOfOwners: number | null;
  purchaseCountry: PurchaseCountry | null;
  vatRefund: boolean;
  locationName: string;
  locationLink: string;
  vinNumber: string;
  condition: "USED" | "NEW";
  // the car data buyers filter by (issue 29), all optional
  colour: Colour | null;
  metallic: boolean;
  doors: number | null;
  seats: number | null;
  equipment: Equipment[];
  /** the STK's last month, "2027-05" ("" when not given) */
  stkValidUntil: string;
  serviceBook: boolean;
  garaged: boolean;
  currentStep: Step;
}

export const EMPTY_DRAFT: Draft = {
  make: null,
  makeIsManual: false,
  model: null,
  generation: null,
  generationId: null,
  generationMinPrice: null,
  variant: null,
  variantFuel: null,
  year: null,
  fuelType: null,
  transmission: null,
  bodyType: null,
  driveType: null,
  powerKw: null,
  mileageKm: null,
  images: [],
  title: "",
  description: "",
  price: null,
  numberOfOwners: null,
  purchaseCountry: null,
  vatRefund: false,
  locationName: "",
  locationLink: "",
  vinNumber: "",
  condition: "USED",
  colour: null,
  metallic: false,
  doors: null,
  seats: null,
  equipment: [],
  stkValidUntil: "",
  serviceBook: false,
  garaged: false,
  currentStep: 0,
};

// ---------------------------------------------------------------- prerequisites

const filled = (v: unknown) => v !== null && v !== undefined && v !== "";

/** What each step needs from the ones before it (seed 001 §4). */
const NEEDS: Record<Step, (d: Draft) => boolean> = {
  0: () => true,
  1: (d) => filled(d.make),
  2: (d) => filled(d.make) && filled(d.model),
  3: (d) => NEEDS[2](d) && filled(d.year),
  4: (d) => NEEDS[3](d) && filled(d.fuelType) && filled(d.transmission) && filled(d.bodyType),
  5: (d) =>
    NEEDS[4](d) && titleProblem(d.title) === null && descriptionProblem(d.description) === null,
  6: (d) => NEEDS[5](d) && d.images.length > 0,
};

export const canEnter = (d: Draft, step: Step) => NEEDS[step](d);

/** The side navigation's rule: a step at most one beyond the current one, with its prerequisites. */
export const canJump = (d: Draft, to: Step) => to <= d.currentStep + 1 && canEnter(d, to);

/**
 * The step a reload opens: the URL's step only when the saved draft has its prerequisites (else
 * 0); a saved step 6 whose photos are gone (published elsewhere, expired) drops to 5.
 */
export function restoredStep(d: Draft, urlStep: number | null): Step {
  const wanted = urlStep ?? d.currentStep;
  if (!Number.isInteger(wanted) || wanted < 0 || wanted >= STEPS) return 0;
  const step = wanted as Step;
  if (step === 6 && d.images.length === 0 && canEnter(d, 5)) return 5;
  return canEnter(d, step) ? step : 0;
}

// ---------------------------------------------------------------- choices and their resets

/** Kept whatever earlier choice changes (seed 001 §4). */
const KEPT = [
  "title",
  "description",
  "price",
  "numberOfOwners",
  "purchaseCountry",
  "vatRefund",
  "locationName",
  "locationLink",
  "vinNumber",
  "condition",
  "colour",
  "metallic",
  "doors",
  "seats",
  "equipment",
  "stkValidUntil",
  "serviceBook",
  "garaged",
] as const satisfies readonly (keyof Draft)[];

/** The fields in wizard order from the model on; a change resets the ones after it. */
const ORDER = [
  "model",
  "generation",
  "variant",
  "variantFuel",
  "year",
  "fuelType",
  "transmission",
  "bodyType",
  "driveType",
  "powerKw",
  "mileageKm",
  "images",
] as const satisfies readonly (keyof Draft)[];

function resetFrom(d: Draft, first: (typeof ORDER)[number]): Draft {
  const next = { ...d };
  for (const key of ORDER.slice(ORDER.indexOf(first)))
    Object.assign(next, { [key]: EMPTY_DRAFT[key] });
  if (ORDER.indexOf(first) <= ORDER.indexOf("generation")) {
    next.generationId = null;
    next.generationMinPrice = null;
  }
  for (const key of KEPT) Object.assign(next, { [key]: d[key] });
  return next;
}

/**
 * The photos a new make or model keeps: none when it replaces an earlier choice (another car), all
 * on the first choice (photos stored from another device come before the text fields).
 */
const keptPhotos = (d: Draft, previous: string | null) => (previous === null ? d.images : []);

/** Choosing a make resets everything from the model on (photos included). The same make changes nothing. */
export function chooseMake(d: Draft, make: string, manual = false): Draft {
  const name = make.trim();
  if (!name || name === d.make) return d;
  const images = keptPhotos(d, d.make);
  return { ...resetFrom(d, "model"), make: name, makeIsManual: manual, images };
}

export function chooseModel(d: Draft, model: string): Draft {
  const name = model.trim();
  if (!name || name === d.model) return d;
  return { ...resetFrom(d, "model"), model: name, images: keptPhotos(d, d.model) };
}

export function chooseGeneration(
  d: Draft,
  g: { id: number; name: string; minPrice?: number | null } | null,
): Draft {
  const minPrice = g?.minPrice ?? null;
  if ((g?.id ?? null) === d.generationId && (g?.name ?? null) === d.generation)
    return (d.generationMinPrice ?? null) === minPrice ? d : { ...d, generationMinPrice: minPrice };
  return {
    ...resetFrom(d, "variant"),
    generation: g?.name ?? null,
    generationId: g?.id ?? null,
    generationMinPrice: minPrice,
  };
}

/**
 * Choosing a variant fills fuel, power, drive and the gearbox from the registry's engine where it
 * knows them (issue 27); the seller can change each on the next step. The same variant changes nothing.
 */
export function chooseVariant(d: Draft, variant: string | null, engine?: EngineSpec | null): Draft {
  if (variant === d.variant) return d;
  const next = { ...d, variant, variantFuel: engine?.fuel_type ?? null };
  if (!engine) return next;
  const drive = engine.drive_type?.toLowerCase() as Lowercase<DriveType> | undefined;
  return {
    ...next,
    fuelType: engine.fuel_type ?? d.fuelType,
    powerKw: engine.power_kw ?? d.powerKw,
    driveType: drive ?? d.driveType,
    transmission: engine.transmission ?? d.transmission,
  };
}

/** The doors a body type's name gives (the 3- and 5-door hatchbacks and SUVs). */
const DOORS_OF_BODY: Partial<Record<BodyType, number>> = {
  THREE_DOOR_HATCHBACK: 3,
  FIVE_DOOR_HATCHBACK: 5,
  THREE_DOOR_SUV: 3,
  FIVE_DOOR_SUV: 5,
};

/**
 * Choosing the body: one whose name gives the doors fills them in (issue 29) unless the seller
 * chose others; doors the previous body filled in follow the new one (none when it names none).
 */
export function chooseBody(d: Draft, bodyType: BodyType): Draft {
  const before = d.bodyType ? DOORS_OF_BODY[d.bodyType] : undefined;
  const ours = d.doors === null || d.doors === before;
  return { ...d, bodyType, doors: ours ? (DOORS_OF_BODY[bodyType] ?? null) : d.doors };
}

/** NEW has no owners (0); USED clears them and asks for them (seed 001 §4). */
export function chooseCondition(d: Draft, condition: Draft["condition"]): Draft {
  if (condition === d.condition) return d;
  return { ...d, condition, numberOfOwners: condition === "NEW" ? 0 : null };
}

/** The variant the wizard picks itself: the only one when it is 'Base'; otherwise none. */
export const autoVariant = (variants: string[]) =>
  variants.length === 1 && variants[0] === BASE_VARIANT ? BASE_VARIANT : null;

/** Step 2's Next: a year, and a variant when there are several (seed 001 §5). */
export const canLeaveGenerationStep = (d: Draft, variants: string[]) =>
  filled(d.year) && (variants.length <= 1 || filled(d.variant));

/** Step 3's Next: fuel, transmission, body, drive, power and mileage. */
export const canLeaveSpecsStep = (d: Draft) =>
  [d.fuelType, d.transmission, d.bodyType, d.driveType, d.powerKw, d.mileageKm].every(filled);

// ---------------------------------------------------------------- derived

/** The generation's name without the model it repeats ("Golf IV" → "IV", "Golf" → null). */
function generationPart(model: string | undefined, generation: string | null): string | null {
  const gen = generation?.trim();
  if (!model || !gen) return gen ?? null;
  const [m, g] = [model.toLocaleLowerCase("cs"), gen.toLocaleLowerCase("cs")];
  if (g === m) return null;
  return g.startsWith(`${m} `) ? gen.slice(model.length + 1).trim() : gen;
}

/**
 * "Škoda Octavia Combi III 2019": make, model, variant unless Base, generation, year. Registry
 * generation names often repeat the model ("Golf IV"): said once, "Volkswagen Golf IV 1997".
 */
export function generatedTitle(d: Draft): string {
  const model = d.model?.trim();
  const generation = generationPart(model, d.generation);
  return [d.make, d.model, d.variant === BASE_VARIANT ? null : d.variant, generation, d.year]
    .filter((p) => p !== null && p !== undefined && String(p).trim() !== "")
    .join(" ");
}

/** The side navigation's progress in percent: step/7 until a price is set, then 100. */
export const stepProgress = (d: Draft) =>
  d.price !== null ? 100 : Math.round((d.currentStep / STEPS) * 100);

/** Photo progress in percent: count/2, at most 100. */
export const photoProgress = (d: Draft) => Math.min(100, Math.round((d.images.length / 2) * 100));
