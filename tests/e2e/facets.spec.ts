import { expect, test } from "./test";
import { ownClientAddress } from "./client-address";

test.beforeEach(({ page }) => ownClientAddress(page));

// Issue 29's facet pages (lib/search/facets.ts): /skoda/octavia/kombi is a search page of its own
// — its heading, canonical, breadcrumbs and the facet chosen in the form as a chip. Whether the
// seed has three Octavia estates (indexed) or not (noindex) the page is the same for a person.

test("desktop: a model's facet page is a search with the facet chosen", async ({ page }) => {
  const res = await page.goto("/skoda/octavia/kombi");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Škoda Octavia kombi – ojeté i nové na prodej",
  );
  await expect(page).toHaveTitle(/^Škoda Octavia kombi – ojeté i nové na prodej/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/skoda\/octavia\/kombi$/,
  );
  const crumbs = page.getByRole("navigation", { name: "Drobečková navigace" });
  await expect(crumbs.getByRole("link", { name: "Octavia" })).toHaveAttribute(
    "href",
    "/skoda/octavia",
  );
  await expect(crumbs.getByText("Kombi")).toBeVisible();
  await expect(
    page
      .getByRole("list", { name: "Zvolené filtry" })
      .getByRole("link", { name: "Odebrat filtr kombi" }),
  ).toBeVisible();

  // an unknown facet is a missing page, not a redirect home
  expect((await page.goto("/skoda/octavia/kamion"))?.status()).toBe(404);
});
