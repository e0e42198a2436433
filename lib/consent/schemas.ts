// Cookie consent (seed 001 §4): the API's schema of a logged choice. The cookie and the pieces the
// banner needs are in ./cookie.ts (no zod in the browser), re-exported here for the server side.
import { z } from "zod";
import { ACCEPT_TYPES, CONSENT_CATEGORIES, type ConsentLog } from "./cookie";

export * from "./cookie";

export const consentLogSchema: z.ZodType<ConsentLog> = z
  .object({
    consent_id: z.uuid("invalid"),
    accept_type: z.enum(ACCEPT_TYPES, "invalid"),
    accepted_categories: z
      .array(z.enum(CONSENT_CATEGORIES, "invalid"))
      .max(CONSENT_CATEGORIES.length),
    rejected_categories: z
      .array(z.enum(CONSENT_CATEGORIES, "invalid"))
      .max(CONSENT_CATEGORIES.length),
  })
  .refine((c) => c.accepted_categories.includes("necessary"), {
    path: ["accepted_categories"],
    message: "necessaryRequired",
  })
  .refine((c) => !c.rejected_categories.some((x) => c.accepted_categories.includes(x)), {
    path: ["rejected_categories"],
    message: "overlap",
  });
