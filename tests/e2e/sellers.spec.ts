import { expect, test, type APIRequestContext, type Page } from "./test";
import { shot } from "./accounts.helpers";
import { consentDecidedForEach } from "./consent";

// A visitor landing on a seller page from a search engine (seed 001 §2.5): heading, count,
// paging (scroll to top, then the next page), the anonymised chip, invalid and unknown ids.

const isPhone = (page: Page) => page.viewportSize()!.width < 768;
const offers = (page: Page) =>
  page.getByRole("region", { name: /Nabídky prodejce|Seller's offers|Предложения продавца/ });
const cards = (page: Page) => offers(page).getByRole("article");

/** The demo seller's profile id (24 ads: two pages), read through the API as that seller. */
async function demoSellerId(request: APIRequestContext, baseURL: string) {
  const signIn = await request.post("/api/auth/sign-in/email", {
    data: { email: "prodejce@demo.vozovna.cz", password: "vozovna-demo" },
    headers: { origin: baseURL },
  });
  expect(signIn.ok()).toBe(true);
  return ((await (await request.get("/api/current-user/")).json()) as { seller_profile_id: number })
    .seller_profile_id;
}

/** An anonymised (imported) seller that has active ads, from the search results. */
async function anonymisedSellerId(request: APIRequestContext) {
  for (let page = 1; page < 10; page++) {
    const { results } = (await (await request.get(`/api/ads/filter/?page=${page}`)).json()) as {
      results: { seller_user_id: string | null; seller_profile_id: number }[];
    };
    const ad = results.find((r) => r.seller_user_id === null);
    if (ad) return ad.seller_profile_id;
  }
  throw new Error("no anonymised seller in the demo data");
}

consentDecidedForEach();

test.describe("seller page on desktop", () => {
  test.beforeEach(({ page }) => test.skip(isPhone(page), "desktop layout"));

  test("heading, count and SEO links; the next page scrolls to the top, then loads", async ({
    page,
    request,
    baseURL,
  }) => {
    const id = await demoSellerId(request, baseURL!);
    const res = await page.goto(`/sellers/${id}`);
    expect(res!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Petr Dvořák");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Brno");
    await expect(page.getByText("Ověřený prodejce").first()).toBeVisible(); // the header badge; cards have it hidden
    const count = Number((await page.getByText(/^\d+ nabídek$/).textContent())!.replace(/\D/g, ""));
    expect(count).toBeGreaterThan(20);
    await expect(page).toHaveTitle(`Petr Dvořák – ${count} nabídek | Vozovna`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/sellers/${id}`,
    );
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute(
      "href",
      `${baseURL}/sellers/${id}?page=2`,
    );
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute(
      "content",
      "index, follow",
    );
    await expect(cards(page)).toHaveCount(20);
    const firstTitle = await cards(page).first().getByRole("heading").textContent();
    await shot(page, "seller-cs");

    const next = page
      .getByRole("navigation", { name: "Stránkování" })
      .getByRole("link", { name: "Další" });
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await next.click();
    // The list is dimmed and the window goes back to the top while the next page is on its way.
    await expect(offers(page).locator("[aria-busy=true]")).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(new RegExp(`/sellers/${id}\\?page=2$`));
    await expect(cards(page)).toHaveCount(count - 20);
    await expect(cards(page).first().getByRole("heading")).not.toHaveText(firstTitle!);
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute(
      "href",
      `${baseURL}/sellers/${id}`,
    );
    await expect(page).toHaveTitle(`Petr Dvořák – ${count} nabídek, strana 2 | Vozovna`);
    await expect(page.getByRole("link", { name: "Strana 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the anonymised chip explains itself in a tooltip on hover and keyboard focus", async ({
    page,
    request,
  }) => {
    await page.goto(`/sellers/${await anonymisedSellerId(request)}`);
    const chip = page.getByRole("button", { name: "Anonymizovaný prodejce" });
    await expect(page.getByText("Ověřený prodejce")).toHaveCount(0); // imported: no badge, no ticks
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toBeHidden();
    await chip.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText("nemá účet na Vozovně");
    await expect(chip).toHaveAccessibleDescription(/nemá účet na Vozovně/);
    await shot(page, "seller-anonymised-tooltip");
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    await chip.focus();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("English and Russian pages count in their own plural forms", async ({
    page,
    request,
    baseURL,
  }) => {
    const id = await demoSellerId(request, baseURL!);
    await page.goto(`/en/sellers/${id}`);
    await expect(page.getByText(/^\d+ offers$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Seller's offers" })).toBeVisible();
    await expect(page.locator('head link[rel="alternate"][hreflang="ru"]')).toHaveAttribute(
      "href",
      `${baseURL}/ru/sellers/${id}`,
    );
    await shot(page, "seller-en");
    await page.goto(`/ru/sellers/${id}?page=2`);
    await expect(page.getByText(/^\d+ предложени(е|я|й)$/)).toBeVisible();
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/ru/sellers/${id}?page=2`,
    );
    await shot(page, "seller-ru-page-2");
  });
});

test.describe("seller page on a phone @phone", () => {
  test.beforeEach(({ page }) => test.skip(!isPhone(page), "phone layout"));

  test("a tap on the anonymised chip opens a dialog", async ({ page, request }) => {
    await page.goto(`/sellers/${await anonymisedSellerId(request)}`);
    await shot(page, "seller-anonymised");
    await page.getByRole("button", { name: "Anonymizovaný prodejce" }).tap();
    const dialog = page.getByRole("dialog", { name: "Anonymizovaný prodejce" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("nemá účet na Vozovně");
    await expect(page.getByRole("tooltip")).toBeHidden();
    await shot(page, "seller-anonymised-dialog");
    await dialog.getByRole("button", { name: "Zavřít" }).tap();
    await expect(dialog).toBeHidden();
  });

  test("the seller's ads page on a phone in three languages", async ({
    page,
    request,
    baseURL,
  }) => {
    const id = await demoSellerId(request, baseURL!);
    for (const [prefix, next] of [
      ["", "Další"],
      ["/en", "Next"],
      ["/ru", "Далее"],
    ]) {
      await page.goto(`${prefix}/sellers/${id}`);
      await expect(cards(page)).toHaveCount(20);
      await shot(page, `seller${prefix.replace("/", "-") || "-cs"}`);
      await expect(page.getByRole("link", { name: next, exact: true })).toBeVisible();
    }
    await page.getByRole("link", { name: "Далее", exact: true }).tap();
    await expect(page).toHaveURL(/\/ru\/sellers\/\d+\?page=2$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("missing sellers", () => {
  test("a non-numeric id says 'Invalid profile ID', an unknown one 'not found'; both 404 and noindex", async ({
    page,
  }) => {
    let res = await page.goto("/sellers/abc");
    expect(res!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Neplatné ID profilu");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    res = await page.goto("/en/sellers/12x");
    expect(res!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invalid profile ID");
    res = await page.goto("/sellers/987654");
    expect(res!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prodejce nenalezen");
    await shot(page, "seller-not-found");
    await page.getByRole("link", { name: "Zpět na hlavní stránku" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
