// The sources an import may write: every one but the site's own. Client-safe.
import type { AdSource } from "@/lib/enums";

export const IMPORT_SOURCES = ["bazos", "facebook", "other"] as const satisfies readonly AdSource[];
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export const isImportSource = (v: string): v is ImportSource => IMPORT_SOURCES.some((s) => s === v);
