import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { generations } from "@/lib/infra/db/schema";

/**
 * A generation's typical minimum price (null when the registry gives none), or null when the id
 * names no generation. Read from the table on every call, not from the in-memory index
 * (./store.ts): the publish and the edit check a generation id against the registry as it is now,
 * and warn of a price far below its minimum (lib/ads/warnings.ts).
 */
export async function generationMinPrice(id: number): Promise<{ minPrice: number | null } | null> {
  const [row] = await getDb()
    .select({ minPrice: generations.minPrice })
    .from(generations)
    .where(eq(generations.id, id))
    .limit(1);
  return row ?? null;
}
