// "Moje inzeráty" bulk actions (issue 32): the request both the action bar and
// POST /api/my-ads/bulk/ parse, and the new price of a change by an amount or a percent, which
// the bar's preview and the server compute alike. Client-safe.
import { z } from "zod";
import { PRICE_MAX, PRICE_MIN } from "@/lib/ads/bounds";
import { SELLER_END_REASONS } from "@/lib/enums";

export const BULK_MAX_IDS = 100;
/**
 * A percent change is within ±100 %; each ad's new price is then checked as a single edit checks
 * it (−100 % leaves nothing: refused per ad as price_not_positive).
 */
export const BULK_PERCENT_MAX = 100;
/** An amount change is within ±PRICE_MAX. */
export const BULK_AMOUNT_MAX = PRICE_MAX;

export const BULK_ACTIONS = ["archive", "renew", "price"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const bulkPriceSchema = z.object({
  kind: z.enum(["amount", "percent"], { error: "bulk.errors.priceKind" }),
  value: z.coerce
    .number({ error: "bulk.errors.valueInvalid" })
    .refine((v) => Number.isFinite(v) && v !== 0, "bulk.errors.valueInvalid"),
});
export type BulkPrice = z.infer<typeof bulkPriceSchema>;

export const bulkRequestSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: "bulk.errors.action" }),
    ids: z
      .array(z.number({ error: "bulk.errors.ids" }).int().positive(), { error: "bulk.errors.ids" })
      .min(1, "bulk.errors.noneSelected")
      .max(BULK_MAX_IDS, "bulk.errors.tooMany")
      .transform((ids) => [...new Set(ids)]),
    reason: z.enum(SELLER_END_REASONS, { error: "endReasons.errors.required" }).optional(),
    price: bulkPriceSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.action === "archive" && !v.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "endReasons.errors.required" });
    if (v.action !== "price") return;
    if (!v.price) {
      ctx.addIssue({ code: "custom", path: ["price"], message: "bulk.errors.valueInvalid" });
      return;
    }
    const { kind, value } = v.price;
    const ok =
      kind === "percent"
        ? Math.abs(value) <= BULK_PERCENT_MAX
        : Number.isInteger(value) && Math.abs(value) <= BULK_AMOUNT_MAX;
    if (!ok)
      ctx.addIssue({
        code: "custom",
        path: ["price", "value"],
        message: kind === "percent" ? "bulk.errors.percentRange" : "bulk.errors.amountInvalid",
      });
  });
export type BulkRequest = z.infer<typeof bulkRequestSchema>;

/** Why one ad's new price is refused: nothing left, or outside the limits a single edit keeps. */
export type PriceProblem = "price_not_positive" | "price_out_of_range";

/** The new price, rounded to whole crowns (half up), and why it is refused, if it is. */
export function bulkNewPrice(
  old: number,
  { kind, value }: BulkPrice,
): { price: number; problem: PriceProblem | null } {
  const price = Math.round(kind === "percent" ? (old * (100 + value)) / 100 : old + value);
  const problem =
    price <= 0
      ? "price_not_positive"
      : price < PRICE_MIN || price > PRICE_MAX
        ? "price_out_of_range"
        : null;
  return { price, problem };
}

/** What happened to one ad of a bulk request. */
export type BulkResult =
  | { id: number; ok: true; status: string; old_price?: number; price?: number }
  | {
      id: number;
      ok: false;
      /** not_yours (another seller's, missing or deleted), price_not_positive, price_out_of_range,
       * renew_refused (imported, or archived by an administrator), failed */
      code: BulkFailure;
      price?: number;
    };
export type BulkFailure = PriceProblem | "not_yours" | "renew_refused" | "failed";
