import type { Page } from "@playwright/test";

/**
 * One client address per test (the server trusts one proxy hop in the E2E run, TRUST_PROXY=1):
 * per-IP limits such as the sign-in limit never leak from one test into the next.
 */
export const ownClientAddress = (page: Page) =>
  page.setExtraHTTPHeaders({
    "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
  });
