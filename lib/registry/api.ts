// The registry views in the shapes of the specification's registry service (seed 000 §3, §7;
// seed 001 §3, §7). Client-safe: a client of /api/makes can import these types.
import type {
  EngineSpec,
  GenerationView,
  MakeView,
  ModelView,
  ModelWithVariants,
  VariantView,
} from "./views";

export interface ApiMake {
  make: string;
  slug: string;
  popular: boolean;
  logo: string;
}
export interface ApiModel {
  model: string;
  slug: string;
  popular: boolean;
}
export interface ApiVariant {
  variant: string;
  /** fuel, power, drive and the only gearbox the registry knows for it (prefills the wizard) */
  engine?: EngineSpec | null;
}
export interface ApiModelVariants extends ApiModel {
  variants: ApiVariant[];
}
export interface ApiGeneration {
  gen_id: number;
  generation: string;
  /** "2012-2020"; an open end is written "2020-". */
  production_years: string;
  min_price: number | null;
  model: string;
  body_types: string[];
  image: string;
}

export const toApiMake = (m: MakeView): ApiMake => ({
  make: m.name,
  slug: m.slug,
  popular: m.popular,
  logo: m.logo,
});
export const toApiModel = (m: ModelView): ApiModel => ({
  model: m.name,
  slug: m.slug,
  popular: m.popular,
});
export const toApiVariant = (v: VariantView): ApiVariant =>
  v.engine === undefined ? { variant: v.name } : { variant: v.name, engine: v.engine };
export const toApiModelVariants = (m: ModelWithVariants): ApiModelVariants => ({
  ...toApiModel(m),
  variants: m.variants.map(toApiVariant),
});
export const toApiGeneration = (g: GenerationView): ApiGeneration => ({
  gen_id: g.id,
  generation: g.name,
  production_years: g.productionYears,
  min_price: g.minPrice,
  model: g.model,
  body_types: g.bodyTypes,
  image: g.image,
});
