import { expect, test, type Page } from "./test";
import { shot, signUpVerified } from "./accounts.helpers";
import { ownClientAddress } from "./client-address";
import { expectNoHorizontalOverflow } from "./layout";

test.beforeEach(({ page }) => ownClientAddress(page));

// Issue 29: a buyer asks what a Czech buyer asks first — "Octavia kombi, 4×4, tažné, první majitel,
// do 50 km od Brna" — in a few clicks, sees the chosen filters as chips, removes one, and saves
// the search, whose summary names them.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1000) < 768;
const OCTAVIA = `/?make=${encodeURIComponent("Škoda")}&models=${encodeURIComponent('[{"model":"Octavia"}]')}`;

test("desktop: choose the car data, see chips, remove one, save the search", async ({ page }) => {
  test.skip(isPhone(page), "desktop form");
  test.slow(); // sign-up and four page loads
  await signUpVerified(page, "cardata");
  await page.goto(OCTAVIA);
  const form = page.getByTestId("desktop-form");
  await form.getByText("Další filtry").click();
  const panel = form.getByTestId("more-filters");
  await panel.getByRole("button", { name: "Kombi" }).click();
  await panel.getByRole("button", { name: "4×4" }).click();
  await panel.getByRole("checkbox", { name: "Tažné zařízení" }).check();
  await panel.getByRole("checkbox", { name: "První majitel" }).check();
  await panel.getByRole("combobox", { name: "Místo" }).fill("Brno");
  await page.getByRole("option", { name: /^Brno/ }).first().click();
  await expect(panel.getByLabel("Vzdálenost")).toHaveValue("50");
  await expect(panel.getByRole("button", { name: "Kombi" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await shot(page, "car-data-panel");
  await form.getByRole("button", { name: /^Zobrazit/ }).click();
  await expect(page).toHaveURL(/body_type=ESTATE_CAR/);
  for (const param of [/drive_type=AWD/, /equipment=tow_bar/, /first_owner=true/, /near=Brno%2C50/])
    await expect(page).toHaveURL(param);

  const chips = page.getByRole("list", { name: "Zvolené filtry" });
  for (const label of ["kombi", "4×4", "tažné zařízení", "první majitel", "Brno a okolí do 50 km"])
    await expect(chips.getByRole("link", { name: `Odebrat filtr ${label}` })).toBeVisible();
  await chips.getByRole("link", { name: "Odebrat filtr 4×4" }).click();
  await expect(page).not.toHaveURL(/drive_type/);
  await expect(page).toHaveURL(/body_type=ESTATE_CAR/);
  await expect(chips.getByRole("link", { name: "Odebrat filtr 4×4" })).toHaveCount(0);

  await page.getByTestId("desktop-form").getByRole("button", { name: "Uložit hledání" }).click();
  await expect(page.getByText("Hledání uloženo")).toBeVisible();
  await page.goto("/saved-searches");
  await expect(page.getByRole("article").first()).toContainText(
    "kombi, tažné zařízení, první majitel, Brno a okolí do 50 km",
  );
});

test("phone: the advanced section holds the car data filters @phone", async ({ page }) => {
  test.skip(!isPhone(page), "phone form");
  await page.goto("/");
  const form = page.getByTestId("phone-form");
  await form.getByRole("button", { name: "Další filtry" }).click();
  const panel = form.getByTestId("more-filters");
  await panel.getByRole("button", { name: "SUV", exact: true }).click();
  await panel.getByRole("button", { name: "Jihomoravský kraj" }).click();
  await panel.getByRole("button", { name: "Více výbavy" }).click();
  await panel.getByLabel("Hledat ve výbavě").fill("tazne");
  // the search keeps only the matching items (diacritics aside)
  await expect(panel.getByRole("group", { name: "Výbava" }).getByRole("checkbox")).toHaveCount(1);
  await panel.getByRole("checkbox", { name: "Tažné zařízení" }).check();
  await expectNoHorizontalOverflow(page);
  await shot(page, "car-data-phone", true);
  await form.getByRole("button", { name: /^Zobrazit/ }).click();
  await expect(page).toHaveURL(/body_type=FIVE_DOOR_SUV/);
  await expect(page).toHaveURL(/equipment=tow_bar/);
  await expect(page).toHaveURL(/region=jihomoravsky-kraj/);
});
