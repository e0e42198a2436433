// The car inputs (ARCHITECTURE.md §4.17): an admin's split of a listing from its car. Client-safe.
import { z } from "zod";

/** POST /api/admin/cars/split/: the listing to take out of its car (an ad id). */
export const splitSchema = z.object({
  ad_id: z.number().int().min(1).max(2_147_483_647),
});
export type SplitInput = z.input<typeof splitSchema>;
