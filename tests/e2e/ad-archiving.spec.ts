import { expect, test } from "./test";
import type { AdListItem } from "@/lib/ads/types";
import { consentDecidedForEach, decideConsent } from "./consent";
import { ownClientAddress } from "./client-address";
import { at, findAd, signIn } from "./ad-detail.helpers";

// Archiving from the ad page (seed 001 §2.1, §4): the seller's Upravit and Archivovat, the
// admin's Upravit (Admin) and Archivovat (Admin), neither for visitors; the ad then answers 410.

consentDecidedForEach();
test.beforeEach(({ page }) => ownClientAddress(page));

test.describe("archiving", () => {
  test("the seller archives an ad, goes to the profile, and the ad then answers 410 with the archived view", async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto("/accounts/login?next=/profile");
    await signIn(page, "prodejce@demo.vozovna.cz");
    await expect(page).toHaveURL(at("/profile"));
    const mine = (await (await page.request.get("/api/my-ads/")).json()) as { ads: AdListItem[] };
    const ad = mine.ads.find((a) => a.status === "active")!;
    await page.goto(`/ads/cars/${ad.id}`);
    await expect(page.getByRole("link", { name: "Upravit", exact: true })).toHaveAttribute(
      "href",
      `/ads/cars/${ad.id}/edit`,
    );
    await page.getByRole("button", { name: "Archivovat", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Archivovat inzerát?" });
    await dialog.getByRole("button", { name: "Zrušit" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Archivovat", exact: true }).click();
    // it asks why the ad ends (issue 32): not without an answer
    await dialog.getByRole("button", { name: "Archivovat" }).click();
    await expect(dialog.getByText("Vyberte prosím, proč inzerát končí.")).toBeVisible();
    await dialog.getByRole("radio", { name: "Prodáno přes Vozovnu" }).check();
    await dialog.getByRole("button", { name: "Archivovat" }).click();
    await expect(page).toHaveURL(at("/profile"));

    expect((await request.get(`/ads/cars/${ad.id}`)).status()).toBe(410);
    expect((await request.get(`/api/ads/cars/${ad.id}/`)).status()).toBe(410);
    // a visitor's view (the seller's own is tests/e2e/owner-actions.spec.ts)
    await page.context().clearCookies();
    await decideConsent(page.context(), baseURL);
    await page.goto(`/ads/cars/${ad.id}`);
    await expect(
      page.getByRole("heading", { name: "Tento inzerát už není aktivní" }),
    ).toBeVisible();
    const similar = page.getByRole("region", { name: "Podobné inzeráty" });
    const none = page.getByText("Podobné inzeráty teď nemáme.");
    await expect(similar.or(none)).toBeVisible();
    if (await similar.isVisible()) {
      await expect(similar.getByRole("article").first()).toBeVisible();
      await expect(
        similar.getByRole("link", { name: new RegExp(`^Všechny inzeráty ${ad.make} ${ad.model}`) }),
      ).toBeVisible();
    }
  });

  test("an admin archives another seller's ad through Archive (Admin); visitors see neither control", async ({
    page,
    request,
  }) => {
    const ad = await findAd(
      request,
      (a) => a.seller_profile_id !== null && a.seller_user_id !== "demo-admin",
    );
    await page.goto(`/ads/cars/${ad.id}`);
    await expect(page.getByRole("button", { name: /^Archivovat/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Upravit/ })).toHaveCount(0);

    await page.goto(`/accounts/login?next=/ads/cars/${ad.id}`);
    await signIn(page, "admin@demo.vozovna.cz");
    await expect(page).toHaveURL(at(`/ads/cars/${ad.id}`));
    await expect(page.getByRole("link", { name: "Upravit (Admin)" })).toHaveAttribute(
      "href",
      `/ads/cars/${ad.id}/edit`,
    );
    await page.getByRole("button", { name: "Archivovat (Admin)" }).click();
    const dialog = page.getByRole("dialog", { name: "Archivovat inzerát jako administrátor?" });
    await dialog.getByLabel("Důvod archivace").fill("Duplicitní inzerát");
    await dialog.getByRole("button", { name: "Archivovat" }).click();
    await expect(
      page.getByRole("heading", { name: "Tento inzerát už není aktivní" }),
    ).toBeVisible();
  });
});
