import { expect, type Locator, type Page } from "./test";

/** The page does not scroll sideways: nothing sticks out of the viewport's width. */
export async function expectNoHorizontalOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `page ${page.url()} scrolls sideways`).toBeLessThanOrEqual(client);
}

/** A phone bottom sheet's panel (the box holding its title), once it has slid up to the screen's bottom edge. */
export async function slidInSheet(page: Page, sheet: Locator, title: string) {
  const panel = sheet
    .locator("div", { has: page.getByRole("heading", { name: title }) })
    .last()
    .locator("..");
  const bottom = page.viewportSize()!.height;
  await expect
    .poll(async () => {
      const box = await panel.boundingBox();
      return box && Math.round(box.y + box.height);
    })
    .toBe(bottom);
  return panel;
}
