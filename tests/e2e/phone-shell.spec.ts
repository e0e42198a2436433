import { expect, test } from "./test";
import { decideConsent } from "./consent";
import { ownClientAddress } from "./client-address";

// The phone's shell at 390 px: the tab bar, its section name and menu, and the room left for it.

test.beforeEach(({ page }) => ownClientAddress(page));

test.describe("phone", () => {
  test.beforeEach(({ context, baseURL }, info) => {
    test.skip(info.project.name !== "phone", "phone layout only");
    return decideConsent(context, baseURL);
  });
  test("tab bar, section name and menu at 390 px @phone", async ({ page }) => {
    await page.goto("/about");
    const tabs = page.getByRole("navigation", { name: "Spodní navigace" });
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole("link")).toHaveText([
      "Hledat",
      "Oblíbené",
      "Inzerovat",
      "Uložené",
      "Přihlásit",
    ]);
    await expect(page.getByRole("banner").getByText("O nás", { exact: true })).toBeVisible();
    // The floating button stays hidden on phones outside the ad detail page.
    await page.evaluate(() => window.scrollTo(0, 3000));
    const backToTop = page.getByRole("button", { name: "Zpět nahoru", includeHidden: true });
    await expect(backToTop).toBeAttached(); // rendered once scrolled, and left hidden by CSS
    await expect(backToTop).toBeHidden();

    await page.getByRole("button", { name: "Nabídka" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Oblíbené" })).toBeVisible();
    await menu.getByRole("link", { name: "Hledat" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(menu).toBeHidden();
  });

  test("the search tab returns to the last remembered search @phone", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() =>
      localStorage.setItem(
        "vozovna:lastSearch",
        JSON.stringify({ all: { url: "/?page=2", ts: Date.now() } }),
      ),
    );
    await page
      .getByRole("navigation", { name: "Spodní navigace" })
      .getByRole("link", { name: "Hledat" })
      .click();
    await expect(page).toHaveURL(/\/\?page=2$/);
  });

  test("tapping the active tab scrolls to the top @phone", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page
      .getByRole("navigation", { name: "Spodní navigace" })
      .getByRole("link", { name: "Hledat" })
      .click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the tab bar is hidden on ad pages @phone", async ({ page, request }) => {
    const list = await (await request.get("/api/ads/filter/")).json();
    const id = list.results[0].id;
    const res = await request.get(`/ads/cars/${id}`, { maxRedirects: 0 });
    test.skip(res.status() !== 200, "the ad detail page is not part of this branch yet");
    await page.goto(`/ads/cars/${id}`);
    await expect(page.getByRole("navigation", { name: "Spodní navigace" })).toHaveCount(0);
  });
});

test("phone content padding: 96 px below for the tab bar @phone", async ({
  page,
  context,
  baseURL,
}, info) => {
  test.skip(info.project.name !== "phone", "phone layout only");
  await decideConsent(context, baseURL);
  await page.goto("/about");
  const padding = await page
    .locator("main#content")
    .evaluate((el) => getComputedStyle(el).paddingBottom);
  expect(padding).toBe("96px");
  await expect(page.getByRole("navigation", { name: "Spodní navigace" })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Spodní navigace" })).toBeVisible();
});
