import { expect, test, type Locator, type Page } from "./test";
import { consentDecidedForEach } from "./consent";

// The phone's advanced section (seed 000 §2.3): from/to wheels for year, power, mileage and price,
// condition and the VAT switch inside the section.

const isPhone = (page: Page) => page.viewportSize()!.width < 768;
const phoneForm = (page: Page) => page.getByTestId("phone-form");
const cards = (page: Page) =>
  page.getByRole("region", { name: "Výsledky hledání" }).getByRole("article");
const thisYear = new Date().getFullYear();

/** Opens the advanced section and returns its panel. */
async function openAdvanced(page: Page, name = "Další filtry") {
  const toggle = phoneForm(page).getByRole("button", { name });
  // a tap before the form is interactive does nothing: tap again until it opens
  await expect(async () => {
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
  }).toPass();
  return page.locator(`#${await toggle.getAttribute("aria-controls")}`);
}
/** Moves a wheel to its first entry ("no limit"), then `steps` entries down: PageDown by five, the rest by arrow. */
async function turn(wheel: Locator, steps: number) {
  await wheel.focus();
  const keys = [
    "Home",
    ...Array<string>(Math.floor(steps / 5)).fill("PageDown"),
    ...Array<string>(steps % 5).fill("ArrowDown"),
  ];
  for (const key of keys) await wheel.page().keyboard.press(key);
}
/** The year and price of each result card (the summary starts with the year, the price ends in Kč). */
const yearsAndPrices = (page: Page) =>
  cards(page).evaluateAll((articles) =>
    articles.map((a) => {
      const texts = [...a.querySelectorAll("*")]
        .filter((e) => e.children.length === 0)
        .map((e) => e.textContent ?? "");
      const year = Number(texts.find((t) => /^\d{4} · /.test(t))?.slice(0, 4));
      const price = Number(texts.find((t) => /Kč$/.test(t))?.replace(/\D/g, ""));
      return { year, price };
    }),
  );

consentDecidedForEach();

test.describe("phone wheels @phone", () => {
  test.beforeEach(({ page }) => test.skip(!isPhone(page), "phone layout"));

  test("condition and the VAT switch sit inside the advanced section", async ({ page }) => {
    await page.goto("/");
    await expect(phoneForm(page).getByRole("radiogroup", { name: "Stav" })).toBeHidden();
    await expect(phoneForm(page).getByRole("switch")).toBeHidden();
    const advanced = await openAdvanced(page);
    await expect(advanced.getByRole("radiogroup", { name: "Stav" })).toBeVisible();
    await expect(advanced.getByRole("switch", { name: "Odpočet DPH" })).toBeVisible();
    for (const name of ["Rok", "Výkon", "Nájezd", "Cena"]) {
      await expect(advanced.getByRole("button", { name: new RegExp(`^${name}`) })).toContainText(
        "Nezáleží",
      );
    }
  });

  test("year 2015–2020 and a top price set on the wheels reach the URL and the results", async ({
    page,
  }) => {
    test.setTimeout(60_000); // two sheets, then a search: a long journey on a busy machine
    await page.goto("/");
    const display = phoneForm(page).getByRole("button", { name: /^Zobrazit/ });
    const all = await display.textContent();
    const advanced = await openAdvanced(page);

    await advanced.getByRole("button", { name: /^Rok/ }).click();
    const years = page.getByRole("dialog", { name: "Rok" });
    const from = years.getByRole("listbox", { name: "Rok od" });
    const to = years.getByRole("listbox", { name: "Rok do" });
    await turn(from, thisYear - 2015 + 1); // newest year first, after "no limit"
    await turn(to, thisYear - 2020 + 1);
    await expect(from.getByRole("option", { selected: true })).toHaveText("2015");
    await expect(to.getByRole("option", { selected: true })).toHaveText("2020");
    await years.getByRole("button", { name: "Potvrdit" }).click();
    await expect(years).toBeHidden();
    await expect(advanced.getByRole("button", { name: /^Rok/ })).toContainText("2015 – 2020");
    await expect(display).not.toHaveText(all!); // the live count follows the wheels
    const fromYears = await display.textContent();

    await advanced.getByRole("button", { name: /^Cena/ }).click();
    const prices = page.getByRole("dialog", { name: "Cena" });
    const top = prices.getByRole("listbox", { name: "Cena do" });
    await turn(top, 18); // 50 000 … 200 000 in tens of thousands, 250 000, 300 000
    await expect(top.getByRole("option", { selected: true })).toContainText("300 000 Kč");
    await prices.getByRole("button", { name: "Potvrdit" }).click();
    await expect(advanced.getByRole("button", { name: /^Cena/ })).toContainText("do 300 000 Kč");

    await expect(display).not.toHaveText(fromYears!);
    const count = Number((await display.textContent())!.replace(/\D/g, ""));
    await display.click();
    // the address changes once the new results have rendered
    await expect(page).toHaveURL(/min_year=2015/, { timeout: 20_000 });
    await expect(page).toHaveURL(/max_year=2020/);
    await expect(page).toHaveURL(/max_price=300000/);
    await expect(page).not.toHaveURL(/min_price|mileage|power/);
    await expect(page.getByText(new RegExp(`^${count} nabíd`)).first()).toBeVisible();
    await expect
      .poll(async () => {
        const shown = await yearsAndPrices(page);
        return (
          shown.length > 0 &&
          shown.every(({ year, price }) => year >= 2015 && year <= 2020 && price <= 300_000)
        );
      })
      .toBe(true);
  });

  test("a 'to' year below the 'from' year takes the 'from' with it before Confirm", async ({
    page,
  }) => {
    await page.goto("/?min_year=2018");
    const advanced = await openAdvanced(page);
    await expect(advanced.getByRole("button", { name: /^Rok/ })).toContainText("od 2018");
    await advanced.getByRole("button", { name: /^Rok/ }).click();
    const years = page.getByRole("dialog", { name: "Rok" });
    await turn(years.getByRole("listbox", { name: "Rok do" }), thisYear - 2012 + 1);
    await expect(
      years.getByRole("listbox", { name: "Rok od" }).getByRole("option", { selected: true }),
    ).toHaveText("2012");
    await years.getByRole("button", { name: "Potvrdit" }).click();
    await expect(advanced.getByRole("button", { name: /^Rok/ })).toContainText("2012 – 2012");
  });

  for (const [locale, advancedLabel, title] of [
    ["", "Další filtry", "Výkon"],
    ["/ru", "Другие фильтры", "Мощность"],
  ] as const) {
    test(`the open wheel sheet fits a 390 px screen ${locale || "/cs"} @phone`, async ({
      page,
    }) => {
      await page.goto(`${locale || "/"}?min_power_kw=110&max_power_kw=400`);
      const advanced = await openAdvanced(page, advancedLabel);
      await advanced.getByRole("button", { name: new RegExp(`^${title}`) }).click();
      const sheet = page.getByRole("dialog", { name: title });
      const wheels = sheet.getByRole("listbox");
      await expect(wheels).toHaveCount(2);
      await expect(page.locator("[data-transition]")).toHaveCount(0); // the sheet has slid in
      // each wheel's chosen entry is whole inside its wheel, and the wheels inside the screen
      for (const wheel of await wheels.all()) {
        const chosen = wheel.getByRole("option", { selected: true });
        await expect(chosen).toBeInViewport({ ratio: 1 });
        const [box, text] = [(await wheel.boundingBox())!, (await chosen.boundingBox())!];
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        const fits = await chosen.evaluate((el) => el.scrollWidth <= el.clientWidth);
        expect(fits, (await chosen.textContent()) ?? "").toBe(true);
        expect(text.y).toBeGreaterThan(box.y);
        expect(text.y + text.height).toBeLessThan(box.y + box.height);
      }
      await page.screenshot({
        path: `test-results/screens/phone${locale.replace("/", "-") || "-cs"}-power-wheels.png`,
      });
    });
  }
});
