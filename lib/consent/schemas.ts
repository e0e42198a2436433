// Cookie consent (seed 001 §4): categories, the logged choice and the cookie that keeps it.
// Client-safe: the banner, the API route and the page-view gate all read this module.
import { z } from "zod";

export const CONSENT_CATEGORIES = ["necessary", "analytics"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export const ACCEPT_TYPES = ["accept_all", "reject_all", "custom"] as const;

export const consentLogSchema = z
  .object({
    consent_id: z.uuid("invalid"),
    accept_type: z.enum(ACCEPT_TYPES, "invalid"),
    accepted_categories: z.array(z.enum(CONSENT_CATEGORIES, "invalid")).max(CONSENT_CATEGORIES.length),
    rejected_categories: z.array(z.enum(CONSENT_CATEGORIES, "invalid")).max(CONSENT_CATEGORIES.length),
  })
  .refine((c) => c.accepted_categories.includes("necessary"), {
    path: ["accepted_categories"],
    message: "necessaryRequired",
  })
  .refine((c) => !c.rejected_categories.some((x) => c.accepted_categories.includes(x)), {
    path: ["rejected_categories"],
    message: "overlap",
  });
export type ConsentLog = z.infer<typeof consentLogSchema>;

export const CONSENT_COOKIE = "vozovna_consent";
export const CONSENT_MAX_AGE = 365 * 24 * 3600;

export type ConsentChoice = { id: string; analytics: boolean };

/** Cookie value: `<uuid>:<accepted categories joined by +>` (only cookie-safe characters). */
export function serializeConsent({ id, analytics }: ConsentChoice): string {
  return `${id}:${analytics ? "necessary+analytics" : "necessary"}`;
}

export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  if (!value) return null;
  const [id, cats] = decodeURIComponent(value).split(":");
  if (!z.uuid().safeParse(id).success || cats === undefined) return null;
  return { id, analytics: cats.split("+").includes("analytics") };
}

/** The log entry for a choice made in the banner or the settings. */
export function consentLogFor(choice: ConsentChoice, acceptType: (typeof ACCEPT_TYPES)[number]): ConsentLog {
  return {
    consent_id: choice.id,
    accept_type: acceptType,
    accepted_categories: choice.analytics ? ["necessary", "analytics"] : ["necessary"],
    rejected_categories: choice.analytics ? [] : ["analytics"],
  };
}
