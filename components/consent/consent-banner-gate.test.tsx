import { renderToStaticMarkup } from "react-dom/server";
import { CONSENT_BANNER_ID, CONSENT_COOKIE } from "@/lib/consent/cookie";
import { ConsentBannerGate } from "./consent-banner-gate";

// The cached HTML carries the banner for everyone; this script must hide it for exactly the
// visitors whose cookie lib/consent/cookie.ts parseConsent reads as a decision.
function runGate(cookie: string | null) {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  if (cookie !== null) document.cookie = `${CONSENT_COOKIE}=${cookie}; Path=/`;
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <section id={CONSENT_BANNER_ID} />
      <ConsentBannerGate />
    </>,
  );
  new Function(document.querySelector("script")!.innerHTML)();
  return (document.getElementById(CONSENT_BANNER_ID) as HTMLElement).hidden;
}

test("hides the banner for a visitor who has chosen", () => {
  expect(runGate("0b8f7a52-3f5e-4c1a-9d2b-6a1e4f0c7d33:necessary")).toBe(true);
  expect(runGate("0B8F7A52-3F5E-4C1A-9D2B-6A1E4F0C7D33%3Anecessary%2Banalytics")).toBe(true);
});

test("keeps the banner for a visitor without a valid choice", () => {
  expect(runGate(null)).toBe(false);
  expect(runGate("not-a-uuid:necessary")).toBe(false);
  expect(runGate("0b8f7a52-3f5e-4c1a-9d2b-6a1e4f0c7d33")).toBe(false); // no categories
});

test("the script is the same for everyone (cached pages allow it by its hash)", () => {
  const body = (html: string) => html.replace(/^<script[^>]*>|<\/script>$/g, "");
  const a = renderToStaticMarkup(<ConsentBannerGate />);
  const b = renderToStaticMarkup(<ConsentBannerGate nonce="abc" />);
  expect(b).toContain('nonce="abc"');
  expect(body(a)).toBe(body(b));
});
