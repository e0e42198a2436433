// What the registry queries return to server components and the API: slugs for landing pages
// (/{make}/{model}) plus the authored fields. Client-safe (pure types and URL helpers).
import type { BodyType, DriveType, FuelType, Transmission } from "@/lib/enums";

export interface MakeView {
  id: number;
  name: string;
  slug: string;
  popular: boolean;
  /** Brand colour (hex) or null. */
  color: string | null;
  country: string | null;
  /** URL of the make's logo (SVG). */
  logo: string;
}

export interface ModelView {
  id: number;
  name: string;
  slug: string;
  popular: boolean;
  make: string;
  makeSlug: string;
}

export interface GenerationView {
  id: number;
  name: string;
  slug: string;
  make: string;
  makeSlug: string;
  model: string;
  modelSlug: string;
  from: number;
  /** Last production year; null while still produced. */
  to: number | null;
  /** As the specification writes it: "2012-2020", or "2020-" for an open end. */
  productionYears: string;
  minPrice: number | null;
  bodyTypes: BodyType[];
  /** URL of the generation's picture (uploaded, or generated when there is none). */
  image: string;
  /** The uploaded image's URL when one was set. */
  uploadedImage: string | null;
}

/** What the registry knows of a variant's engine; a field is null where it does not know. */
export interface EngineSpec {
  fuel_type: FuelType | null;
  power_kw: number | null;
  drive_type: DriveType | null;
  /** the one gearbox offered, null when there is a choice */
  transmission: Transmission | null;
}

export interface VariantView {
  name: string;
  /** Generations (ids) this variant name belongs to, in generation order. */
  generationIds: number[];
  /** The registry's engine of this name (lib/registry/engines.ts), where known. */
  engine?: EngineSpec | null;
}

export interface ModelWithVariants extends ModelView {
  variants: VariantView[];
}

export const productionYears = (from: number, to: number | null) => `${from}-${to ?? ""}`;

export const logoUrl = (makeSlug: string) => `/images/logos/${makeSlug}.svg`;
export const generationImageUrl = (id: number) => `/images/generations/${id}.webp`;
export const bodyTypeImageUrl = (bodyType: BodyType) => `/images/body-types/${bodyType}.svg`;
