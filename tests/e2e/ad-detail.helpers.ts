// Shared by the ad page's journeys: ad-detail.spec.ts and ad-archiving.spec.ts.
import type { APIRequestContext, Page } from "./test";
import type { AdListItem, CarAd } from "@/lib/ads/types";

const DEMO_PASSWORD = "vozovna-demo";

/** A URL matcher on the path alone (a `next=/profile` query must not count as being there). */
export const at = (pathname: string) => (url: URL) => url.pathname === pathname;

/** The first active demo ad (newest first) whose API answer passes `pick`. */
export async function findAd(
  request: APIRequestContext,
  pick: (ad: CarAd) => boolean,
): Promise<CarAd> {
  for (let page = 1; page <= 8; page++) {
    const list = (await (await request.get(`/api/ads/filter/?page=${page}`)).json()) as {
      results: AdListItem[];
    };
    for (const item of list.results) {
      const ad = (await (await request.get(`/api/ads/cars/${item.id}/`)).json()) as CarAd;
      if (pick(ad)) return ad;
    }
  }
  throw new Error("no demo ad fits");
}

/** Signs a demo user in on the login form the page shows (its `next` decides where it lands). */
export async function signIn(page: Page, email: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Heslo").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Přihlásit se" }).click();
}
