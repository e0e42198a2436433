// The one-click answer of the "still for sale?" e-mail (issue 15). Client-safe.
import { z } from "zod";
import { FRESHNESS_ANSWERS, SOLD_WHERE } from "./answers";

export const freshnessAnswerSchema = z.object({
  ad: z.coerce.number().int().min(1).max(2_147_483_647),
  answer: z.enum(FRESHNESS_ANSWERS),
  token: z.string().min(1).max(200),
  /** "sold" only, optional (issue 32): where the car was sold, asked after the answer */
  where: z.enum(SOLD_WHERE).optional(),
});
export type FreshnessAnswerInput = z.infer<typeof freshnessAnswerSchema>;
