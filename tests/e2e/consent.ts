import { test, type BrowserContext } from "./test";

/** Answers the cookie banner in advance (necessary only) for tests about something else. */
export const decideConsent = (context: BrowserContext, baseURL = "http://localhost") =>
  context.addCookies([
    {
      name: "vozovna_consent",
      value: "3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b:necessary",
      url: baseURL,
    },
  ]);

/** Every test of the enclosing describe (or file) starts with the banner answered. */
export function consentDecidedForEach() {
  test.beforeEach(({ context, baseURL }) => decideConsent(context, baseURL));
}
