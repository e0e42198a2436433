import { expect, test } from "./test";
import { consentDecidedForEach } from "./consent";
import { ownClientAddress } from "./client-address";

// The missing and archived ad views (seed 001 §2.2): 404 and 410, noindex, in every language.

consentDecidedForEach();
test.beforeEach(({ page }) => ownClientAddress(page));

test.describe("missing and archived ads", () => {
  test("a missing ad answers 404 with four popular searches and a home button, in every language @phone", async ({
    page,
    request,
  }) => {
    for (const [prefix, title] of [
      ["", "Inzerát nenalezen"],
      ["/en", "Ad not found"],
      ["/ru", "Объявление не найдено"],
    ]) {
      expect((await request.get(`${prefix}/ads/cars/99999999`)).status()).toBe(404);
      const res = await page.goto(`${prefix}/ads/cars/99999999`);
      expect(res!.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Vozovna`);
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
        "content",
        /noindex/,
      );
    }
    await page.goto("/ads/cars/99999999");
    const quick = page.getByRole("navigation", { name: "Oblíbená hledání" }).getByRole("link");
    await expect(quick).toHaveCount(4);
    await quick.first().click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/^Ojeté vozy /);
    await page.goto("/ads/cars/99999999");
    await page.getByRole("link", { name: "Zpět na hlavní stránku" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an archived ad answers 410 and is not indexed, in every language", async ({
    page,
    request,
  }) => {
    let id = 0;
    for (let i = 1; i <= 150 && !id; i++)
      if ((await request.get(`/api/ads/cars/${i}/`)).status() === 410) id = i;
    expect(id).toBeGreaterThan(0);
    for (const [prefix, title] of [
      ["", "Tento inzerát už není aktivní"],
      ["/en", "This ad is no longer active"],
      ["/ru", "Это объявление больше не активно"],
    ]) {
      const res = await page.goto(`${prefix}/ads/cars/${id}`);
      expect(res!.status()).toBe(410);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
        "content",
        /noindex/,
      );
      await expect(page.getByRole("contentinfo")).toBeVisible(); // the site's layout stays
    }
  });
});
