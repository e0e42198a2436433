import { expect, test } from "./test";
import ruMessages from "@/messages/ru.json";

test.describe("home page", () => {
  test("serves Czech at the root with server-rendered ads and working pages", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('<html lang="cs"');
    expect(html).toMatch(/href="\/ads\/cars\/\d+"/); // crawlable links in the first HTML
    expect(html).toMatch(/\d[\s\u00a0]\d{3}[\s\u00a0]Kč/);

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ojeté a nové vozy na prodej");
    const cards = page.getByRole("region", { name: "Výsledky hledání" }).getByRole("article");
    await expect(cards).toHaveCount(20);
    const firstTitle = await cards.first().getByRole("heading").textContent();

    await page
      .getByRole("navigation", { name: "Stránkování" })
      .getByRole("link", { name: "Další" })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(cards).toHaveCount(20);
    await expect(cards.first().getByRole("heading")).not.toHaveText(firstTitle ?? "");
  });

  test("English and Russian under their prefixes, no redirect by browser language", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "cs");

    await page.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used and new cars for sale");
    await expect(page.getByRole("article").first()).toContainText("Kč");

    await page.goto("/ru?page=2");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Подержанные и новые автомобили на продажу",
    );
    await expect(page.getByRole("link", { name: "Страница 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await context.close();
  });

  test("the language switch keeps the page", async ({ page }) => {
    await page.goto("/?page=3");
    await page.getByRole("link", { name: "en", exact: true }).click();
    await expect(page).toHaveURL(/\/en\?page=3$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("cards show photo, price, year, km, kW and hp @phone", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("article").first();
    await expect(card.getByRole("img").first()).toBeVisible();
    await expect(card).toContainText(/\d{4} · [\d\s\u00a0]+ km · \d+ kW \(\d+ k\)/);
  });
});

test("translations load per language from /locales/{lng}/translation.json, past the locale proxy", async ({
  request,
}) => {
  const ru = await request.get("/locales/ru/translation.json");
  expect(ru.status()).toBe(200);
  expect(ru.headers()["etag"]).toBeTruthy();
  const served = await ru.json();
  expect(served.searchForm.reset).toBe("Сбросить фильтры");
  // the authored ICU text, not the form the Next build compiles the catalogues into
  expect(served.home.offers).toBe(ruMessages.home.offers);
  expect(served.home.offers).toContain("plural");
  const unknown = await request.get("/locales/de/translation.json");
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toHaveProperty("error");
});
