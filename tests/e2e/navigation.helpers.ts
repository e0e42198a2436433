import { expect, type Page } from "./test";

/**
 * Opens the first link of the footer's "Informace" list from the home page and checks that the
 * client router showed it in the same document (no full page load).
 */
export async function openFooterPageInSameDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole("navigation", { name: "Informace" }).getByRole("link").first().click();
  await page.waitForURL((u) => u.pathname !== "/");
  await expect(page.locator("main h1")).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
}
