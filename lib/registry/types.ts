// Authored registry data: the Czech market's makes, models, generations and variants.
// Client-safe (pure types); the data files under ./data/ import these. The value sets (body, fuel,
// gearbox, drive) live in @/lib/enums.
import type { BodyType, DriveType, FuelType, Transmission } from "@/lib/enums";

/** One generation (market name, production years as the specification writes them). */
export interface GenerationData {
  /** Market name, e.g. "Octavia III", "Golf VII". */
  name: string;
  /** First production year (model year on the Czech market). */
  from: number;
  /** Last production year; null = still produced (written "2020-"). */
  to: number | null;
  /** Body types this generation came in (canonical codes). */
  bodyTypes: BodyType[];
  /** Typical lowest asking price in CZK on the Czech used market today, when known. */
  minPrice?: number;
  /** Engine or trim names ("1.5 TSI", "2.0 TDI 4x4", "RS"); ["Base"] where there is only one. */
  variants?: string[];
  /** Typical engines for demo data: fuel, power range in kW, transmission mix. */
  engines?: EngineData[];
}

/** A typical engine of a generation; drives realistic demo data. */
export interface EngineData {
  fuel: FuelType;
  /** Power in kW. */
  kw: number;
  /** Transmissions offered with it. */
  transmissions: Transmission[];
  drive?: DriveType;
  /** Name matching one of the generation's variants, when it has one. */
  variant?: string;
}

export interface ModelData {
  name: string;
  /** Flagged popular on the Czech market (shown first in pickers). */
  popular?: boolean;
  /** Relative frequency among this make's ads on the Czech used market (any positive number). */
  weight?: number;
  /** Generations since 2000, oldest first. May be empty for rare makes. */
  generations: GenerationData[];
}

export interface MakeData {
  name: string;
  /** One of the 25 most common makes in Czechia. */
  popular?: boolean;
  /** Relative share of the Czech used-car market (any positive number). */
  weight?: number;
  /** Brand colour used for lettermark logos, hex. */
  color?: string;
  country?: string;
  models: ModelData[];
}
