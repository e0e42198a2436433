import { expect, test, type Page } from "./test";
import { signIn } from "./accounts.helpers";
import { consentDecidedForEach, decideConsent } from "./consent";
import { slidInSheet } from "./layout";

// The rest of issue #4's checklist on the demo data: the form's fixed lists (seed 000 §9.1), the
// state rules, loading and layout stability, landing descriptions and the edit control on the
// signed-in seller's own cards.

const results = (page: Page) => page.getByRole("region", { name: "Výsledky hledání" });
const cards = (page: Page) => results(page).getByRole("article");
const form = (page: Page) => page.getByRole("form", { name: "Hledání vozů" });
const isPhone = (page: Page) => page.viewportSize()!.width < 768;
const optionValues = (page: Page, label: string) =>
  form(page)
    .getByLabel(label)
    .locator("option")
    .evaluateAll((options) =>
      options
        .map((o) => (o as HTMLOptionElement).value)
        .filter(Boolean)
        .map(Number),
    );
/** Signs the demo seller in and waits for the profile page (the session cookie is stored by then). */
async function signInSeller(page: Page) {
  await signIn(page, "prodejce@demo.vozovna.cz", "vozovna-demo");
  await expect(page.getByRole("heading", { name: /Moje inzeráty/ })).toBeVisible();
}
/** Opens the model picker; a click before the page has hydrated is lost, so it clicks until the list is there. */
async function openModelPicker(page: Page) {
  await expect(async () => {
    await form(page)
      .getByRole("button", { name: /^Model / })
      .click();
    await expect(page.getByRole("listbox")).toBeVisible({ timeout: 2000 });
  }).toPass();
}
const steps = (from: number, to: number, step: number) =>
  Array.from({ length: (to - from) / step + 1 }, (_, i) => from + i * step);

/** Total layout shift since the page started loading (not counting shifts right after input). */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

consentDecidedForEach();

test.describe("the desktop form", () => {
  test.beforeEach(({ page }) => test.skip(isPhone(page), "desktop layout"));

  test("power, mileage, price and year choices are the lists of seed 000 §9.1", async ({
    page,
  }) => {
    await page.goto("/");
    const power = steps(50, 400, 10);
    expect(power).toHaveLength(36);
    expect(await optionValues(page, "Výkon od")).toEqual(power);
    expect(await optionValues(page, "Výkon do")).toEqual(power);
    const mileage = [
      5000, 10000, 20000, 30000, 50000, 75000, 100000, 125000, 150000, 175000, 200000, 250000,
    ];
    expect(await optionValues(page, "Nájezd od")).toEqual(mileage);
    const price = [
      ...steps(50_000, 200_000, 10_000),
      ...steps(250_000, 1_000_000, 50_000),
      ...steps(1_100_000, 2_000_000, 100_000),
      ...steps(2_500_000, 5_500_000, 500_000),
    ];
    expect(await optionValues(page, "Cena do")).toEqual(price);
    // years from this one down to 1960, a select like the other ranges (issue 29)
    const years = await optionValues(page, "Rok od");
    expect(years[0]).toBe(new Date().getFullYear());
    expect(years.at(-1)).toBe(1960);
    expect(years).toHaveLength(new Date().getFullYear() - 1960 + 1);
  });

  test("at most 15 models; generations only for a popular make", async ({ page }) => {
    await page.goto("/?make=Volkswagen");
    await openModelPicker(page);
    const options = page.getByRole("listbox").getByRole("option");
    for (let i = 0; i < 15; i++) await options.nth(i).click();
    await expect(page.getByText("Nejvýše 15 modelů")).toBeVisible();
    await expect(options.nth(15)).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Escape");
    await expect(form(page).getByRole("button", { name: /^Model / })).toHaveAccessibleName(
      "Model 15 modelů",
    );

    await page.goto("/?make=Alfa%20Romeo"); // not a popular make
    await openModelPicker(page);
    await page.getByRole("listbox").getByRole("option").first().click();
    await page.keyboard.press("Escape");
    await expect(form(page).getByRole("button", { name: "Generace" })).toBeDisabled();
  });

  test("Display goes back to page 1 with the new filters; a page change shows the loading state first", async ({
    page,
  }) => {
    await page.goto("/?page=3&ordering=price");
    await form(page).getByLabel("Palivo").selectOption("diesel");
    await form(page)
      .getByRole("button", { name: /^Zobrazit/ })
      .click();
    await expect(page).toHaveURL(/fuel_type=diesel/);
    expect(page.url()).not.toContain("page=");
    expect(page.url()).toContain("ordering=price");

    await page
      .getByRole("navigation", { name: "Stránkování" })
      .getByRole("link", { name: "Strana 2" })
      .click();
    await expect(results(page).getByRole("status", { name: "Načítám výsledky…" })).toBeVisible(); // skeleton during the 1 s wait
    await expect(page).toHaveURL(/page=2/);
    await expect(results(page).getByRole("status")).toHaveCount(0);
  });

  test("nothing moves while the page loads and hydrates, signed out and signed in", async ({
    page,
  }) => {
    const shift = await watchLayoutShift(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await shift()).toBeLessThan(0.01);
    await signInSeller(page);
    await page.goto("/?ordering=-price");
    await page.waitForLoadState("networkidle");
    expect(await shift()).toBeLessThan(0.01);
  });
});

test.describe("landing pages", () => {
  test("describe the make or model in the page's language", async ({ page }) => {
    await page.goto("/skoda");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Škoda/);
    await page.goto("/en/skoda/octavia");
    await expect(page).toHaveTitle(/Used Škoda Octavia cars for sale/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Octavia/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      /\/skoda\/octavia$/,
    );
  });
});

test.describe("the edit control on result cards", () => {
  test("shows only on the signed-in seller's own ads and leads to their edit page", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInSeller(page);
    const mine = (await (await page.request.get("/api/my-ads/")).json()) as {
      ads: { id: number; title: string; make: string; model: string; status: string }[];
    };
    const ad = mine.ads.find((a) => a.status === "active");
    expect(ad).toBeDefined();
    // the page of the model's newest-first list that holds this ad
    const item = encodeURIComponent(JSON.stringify({ make: ad!.make, model: ad!.model }));
    let pageNo = 1;
    for (; pageNo < 20; pageNo++) {
      const body = (await (
        await page.request.get(`/api/ads/filter/?catalog_filter=${item}&page=${pageNo}`)
      ).json()) as { results: { id: number }[] };
      if (body.results.some((r) => r.id === ad!.id)) break;
    }
    const url = `/?${new URLSearchParams({ make: ad!.make, models: JSON.stringify([{ model: ad!.model }]), ...(pageNo > 1 ? { page: String(pageNo) } : {}) })}`;

    await page.goto(url);
    const card = cards(page).filter({ has: page.locator(`a[href="/ads/cars/${ad!.id}"]`) });
    const edit = card.getByRole("link", { name: "Upravit inzerát" });
    await expect(edit).toHaveAttribute("href", `/ads/cars/${ad!.id}/edit`);
    const others = cards(page).filter({ hasNot: page.locator(`a[href="/ads/cars/${ad!.id}"]`) });
    const ownIds = new Set(mine.ads.map((a) => a.id));
    for (const other of await others.all()) {
      const href = await other.getByRole("heading").getByRole("link").getAttribute("href");
      if (!ownIds.has(Number(href!.split("/").pop())))
        await expect(other.getByRole("link", { name: "Upravit inzerát" })).toHaveCount(0);
    }
    await page.screenshot({
      path: `test-results/screens/${test.info().project.name}-cs-own-ad-edit.png`,
    });

    const anonymous = await browser.newContext({ baseURL });
    await decideConsent(anonymous, baseURL);
    const guest = await anonymous.newPage();
    await guest.goto(url);
    await expect(cards(guest).first()).toBeVisible();
    await guest.waitForLoadState("networkidle");
    await expect(guest.getByRole("link", { name: "Upravit inzerát" })).toHaveCount(0);
    await anonymous.close();
  });
});

test.describe("phone sheets @phone", () => {
  test.beforeEach(({ page }) => test.skip(!isPhone(page), "phone layout"));

  test("a picker sheet takes at most 70 % of the screen's height", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Značka" }).click();
    const sheet = page.getByRole("dialog", { name: "Značka" });
    await expect(sheet.getByRole("tab", { name: "Oblíbené" })).toBeVisible();
    const box = (await (await slidInSheet(page, sheet, "Značka")).boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(0.7 * page.viewportSize()!.height + 1);
    await sheet.getByRole("tab", { name: "Všechny" }).click();
    await expect(sheet.getByRole("option", { name: "Xpeng" })).toBeVisible();
  });
});
