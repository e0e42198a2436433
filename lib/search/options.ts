// Choices of the search form (seed 000 §9.1). Client-safe.
import { MIN_YEAR } from "./constants";

export interface CatalogOption {
  name: string;
  slug: string;
  popular: boolean;
  color: string | null;
  /** logo URL (SVG) */
  logo: string;
  models: { name: string; slug: string; popular: boolean }[];
}

/** A make as the client form gets it (only what it shows): its models load when it is chosen. */
export type MakeOption = Pick<CatalogOption, "name" | "popular" | "logo">;
export type ModelOption = Pick<CatalogOption["models"][number], "name" | "popular">;

export const toMakeOption = ({ name, popular, logo }: CatalogOption): MakeOption => ({
  name,
  popular,
  logo,
});
export const toModelOption = ({ name, popular }: ModelOption): ModelOption => ({ name, popular });

export interface GenerationOption {
  id: number;
  name: string;
  model: string;
  startYear: number;
  endYear: number | null;
}

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** 50 to 400 kW in steps of 10 (36 entries). */
export const POWER_OPTIONS = range(50, 400, 10);

export const MILEAGE_OPTIONS = [
  5000, 10000, 20000, 30000, 50000, 75000, 100000, 125000, 150000, 175000, 200000, 250000,
];

/** Price steps in CZK: 16 + 16 + 10 + 7 (seed 000 §9.1 counts the last range as 6, its ends give 7). */
export const PRICE_OPTIONS = [
  ...range(50_000, 200_000, 10_000),
  ...range(250_000, 1_000_000, 50_000),
  ...range(1_100_000, 2_000_000, 100_000),
  ...range(2_500_000, 5_500_000, 500_000),
];

/** Current year down to 1960: the year selects and wheels offer only these (seed 000 §5's accepted years). */
export const yearOptions = (now = new Date()) => range(MIN_YEAR, now.getFullYear(), 1).reverse();
