// The consent cookie and the log entry of a choice (seed 001 §4). Client-safe and free of zod:
// the banner runs on every page, so it must not pull the validation library into every page's
// JavaScript; the API's schema lives in ./schemas.ts.

export const CONSENT_CATEGORIES = ["necessary", "analytics"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export const ACCEPT_TYPES = ["accept_all", "reject_all", "custom"] as const;

export const CONSENT_COOKIE = "vozovna_consent";
export const CONSENT_MAX_AGE = 365 * 24 * 3600;
/** The banner's element id (components/consent/consent-banner-gate.tsx hides it by that). */
export const CONSENT_BANNER_ID = "consent-banner";

export type ConsentChoice = { id: string; analytics: boolean };

/** What the banner sends to POST /api/profile/user-consents/ (validated there by consentLogSchema). */
export interface ConsentLog {
  consent_id: string;
  accept_type: (typeof ACCEPT_TYPES)[number];
  accepted_categories: ConsentCategory[];
  rejected_categories: ConsentCategory[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Cookie value: `<uuid>:<accepted categories joined by +>` (only cookie-safe characters). */
export function serializeConsent({ id, analytics }: ConsentChoice): string {
  return `${id}:${analytics ? "necessary+analytics" : "necessary"}`;
}

export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null; // a malformed cookie is no choice: the banner asks again
  }
  const [id, cats] = decoded.split(":");
  if (!UUID.test(id ?? "") || cats === undefined) return null;
  return { id, analytics: cats.split("+").includes("analytics") };
}

/** The log entry for a choice made in the banner or the settings. */
export function consentLogFor(
  choice: ConsentChoice,
  acceptType: (typeof ACCEPT_TYPES)[number],
): ConsentLog {
  return {
    consent_id: choice.id,
    accept_type: acceptType,
    accepted_categories: choice.analytics ? ["necessary", "analytics"] : ["necessary"],
    rejected_categories: choice.analytics ? [] : ["analytics"],
  };
}
