import { CONSENT_BANNER_ID, CONSENT_COOKIE } from "@/lib/consent/cookie";

// The cookie test of lib/consent/cookie.ts parseConsent: "<uuid>:<categories>", the colon maybe encoded.
const DECIDED = `(?:^|;\\s*)${CONSENT_COOKIE}=[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?::|%3A)`;
const HIDE_IF_DECIDED = `if(/${DECIDED}/i.test(document.cookie)){var b=document.getElementById(${JSON.stringify(CONSENT_BANNER_ID)});if(b)b.hidden=true}`;

/**
 * Placed right after the banner: hides the server's copy of it before the first paint for a
 * visitor who has chosen, so the same cached HTML serves everyone without the banner flashing.
 * Inline and constant, so the cached pages' policy allows it by its hash; pages rendered per
 * request give it their nonce.
 */
export function ConsentBannerGate({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HIDE_IF_DECIDED }} />;
}
