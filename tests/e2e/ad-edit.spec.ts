// The edit screen /ads/cars/{id}/edit (issue 15): the seller changes every parameter, the photos
// and the description of an ad of their own, is warned before leaving unsaved changes, saves and
// archives; the phone's bottom sheets; en and ru. The price dialog's market range and warnings:
// ad-edit-price.spec.ts; who may edit (signed out, a buyer, the admin): ad-edit-access.spec.ts.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./test";
import { shot } from "./accounts.helpers";
import { ownClientAddress } from "./client-address";
import { consentDecidedForEach } from "./consent";
import { createAd, editParam, jpeg, SELLER, signInAs } from "./ad-edit.helpers";

test.describe.configure({ mode: "serial" });
consentDecidedForEach();
test.beforeEach(({ page }) => ownClientAddress(page));

const HEIC = path.join(__dirname, "../fixtures/halves.heic");

const row = (page: Page, param: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${param}$`) }) });

async function saveDialog(page: Page) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Uložit změny" }).click();
  await expect(dialog).toHaveCount(0);
}

/** Picks an option of a picker field in the open dialog (a combobox on desktop). */
async function pick(page: Page, label: string, search: string, option: RegExp | string) {
  const dialog = page.getByRole("dialog");
  const input = dialog.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole("option", { name: option }).first().click();
}

test("the seller edits every parameter, the photos and the description, saves and archives", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, SELLER);
  const id = await createAd(page, `Škoda Octavia edit ${Date.now()}`);
  await page.goto(`/ads/cars/${id}`);
  await page.getByRole("link", { name: "Upravit", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/ads/cars/${id}/edit$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Škoda Octavia edit");
  await expect(page.getByRole("link", { name: "Zobrazit inzerát" })).toHaveAttribute(
    "href",
    `/ads/cars/${id}`,
  );
  await expect(page.getByRole("button", { name: "Uložit změny" })).toBeDisabled();
  await shot(page, "edit-loaded", true);

  // price and VAT
  await editParam(page, "Cena").click();
  const price = page.getByRole("dialog").getByLabel("Cena (Kč)");
  await expect(price).toHaveValue("289\u00a0000");
  await price.fill("");
  await expect(page.getByRole("dialog").getByText("Zadejte cenu.")).toBeVisible();
  await price.fill("315 000 Kč");
  await page
    .getByRole("dialog")
    .getByLabel(/Lze odečíst DPH/)
    .check();
  await shot(page, "edit-price-dialog");
  await saveDialog(page);
  await expect(row(page, "Cena")).toContainText("315 000 Kč");
  await expect(row(page, "Odpočet DPH")).toContainText("ano");

  // vehicle: a new make clears model and generation; Save needs a model
  await editParam(page, "Vůz").click();
  await pick(page, "Značka", "volks", "Volkswagen");
  await expect(page.getByRole("dialog").getByLabel("Model", { exact: true })).toHaveValue("");
  await expect(
    page.getByRole("dialog").getByRole("button", { name: "Uložit změny" }),
  ).toBeDisabled();
  await pick(page, "Model", "golf", /^Golf$/);
  await page.getByRole("dialog").getByLabel("Generace", { exact: true }).click();
  await page.getByRole("option").nth(1).click();
  await shot(page, "edit-vehicle-dialog");
  await saveDialog(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Volkswagen Golf");

  // year: the generation's years
  await editParam(page, "Rok výroby").click();
  const years = page.getByRole("dialog").getByRole("combobox");
  const options = await years.locator("option").allTextContents();
  const year = options.filter((o) => /^\d{4}$/.test(o)).at(-1)!;
  await years.selectOption(year);
  await saveDialog(page);
  await expect(row(page, "Rok výroby")).toContainText(year);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(year);

  // power and mileage
  await editParam(page, "Výkon").click();
  await page.getByRole("dialog").getByLabel("Výkon (kW)").fill("1001");
  await expect(page.getByRole("dialog").getByText(/od 1 do 1000 kW/)).toBeVisible();
  await page.getByRole("dialog").getByLabel("Výkon (kW)").fill("120");
  await saveDialog(page);
  await expect(row(page, "Výkon")).toContainText("120 kW");
  await editParam(page, "Najeto").click();
  await page.getByRole("dialog").getByLabel("Stav tachometru (km)").fill("98 765");
  await saveDialog(page);
  await expect(row(page, "Najeto")).toContainText("98 765 km");

  // VIN: an invalid one is marked, Save is not blocked, the server refuses it
  await editParam(page, "VIN").click();
  const vin = page.getByRole("dialog").getByLabel("VIN (17 znaků)");
  await vin.fill("tmbjj7ne0k0123");
  await expect(vin).toHaveValue("TMBJJ7NE0K0123");
  await expect(
    page
      .getByRole("dialog")
      .getByText(/VIN musí mít přesně 17 znaků/)
      .first(),
  ).toBeVisible();
  await shot(page, "edit-vin-invalid");
  await page.getByRole("dialog").getByRole("button", { name: "Uložit změny" }).click();
  await expect(page.getByRole("dialog").getByRole("alert")).toBeVisible();
  await vin.fill("TMBJJ7NE0K0123456");
  await saveDialog(page);
  await expect(row(page, "VIN")).toContainText("TMBJJ7NE0K0123456");

  // fuel, condition, owners, country, location
  await editParam(page, "Palivo").click();
  await page.getByRole("dialog").getByRole("button", { name: "Benzín" }).click();
  await saveDialog(page);
  await expect(row(page, "Palivo")).toContainText("Benzín");
  await editParam(page, "Karoserie").click();
  await expect(page.getByRole("dialog").getByRole("button", { name: "SUV 3dveřové" })).toHaveCount(
    0,
  );
  await page.getByRole("dialog").getByRole("button", { name: "Hatchback 5dveřový" }).click();
  await saveDialog(page);
  await editParam(page, "Stav").click();
  await page.getByRole("dialog").getByRole("button", { name: "Nový" }).click();
  await saveDialog(page);
  await expect(row(page, "Stav")).toContainText("Nový");
  await editParam(page, "Počet majitelů").click();
  await pick(page, "Počet majitelů", "2", /^2$/);
  await saveDialog(page);
  await expect(row(page, "Počet majitelů")).toContainText("2");
  await editParam(page, "Země původu").click();
  await pick(page, "Země původu", "nemec", "Německo");
  await saveDialog(page);
  await expect(row(page, "Země původu")).toContainText("Německo");
  await editParam(page, "Lokalita").click();
  await page.getByRole("dialog").getByLabel("Lokalita").fill("Brn");
  await page.getByRole("option", { name: /^Brno/ }).first().click();
  await saveDialog(page);
  await expect(row(page, "Lokalita")).toContainText("Brno");

  // unsaved changes: Back asks in the page, a reload gets the browser's warning
  const desc = page.getByLabel("Popis vozu (česky)");
  await desc.fill("Rozepsáno");
  await expect(page.getByRole("button", { name: "Uložit změny" })).toBeEnabled();
  await page.getByRole("button", { name: "Zpět", exact: true }).click();
  const ask = page.getByRole("dialog", { name: "Odejít bez uložení?" });
  await expect(ask).toContainText("Máte neuložené změny");
  await shot(page, "edit-leave-confirm");
  await ask.getByRole("button", { name: "Zůstat" }).click();
  await expect(ask).toHaveCount(0);
  let warned = false;
  page.once("dialog", (d) => {
    warned = d.type() === "beforeunload";
    void d.accept();
  });
  await page.reload();
  expect(warned).toBe(true);
  await expect(desc).toHaveValue("Servisní knížka, nekuřák.");

  // photos: reorder with the keyboard, remove one, add a JPEG and a HEIC
  await expect(page.getByRole("img", { name: "Fotografie 2" })).toBeVisible();
  const secondSrc = await page.getByRole("img", { name: "Fotografie 2" }).getAttribute("src");
  await page.getByRole("button", { name: "Přesunout fotografii 2" }).focus();
  // each key waits for what a screen reader hears: the drag must have started and moved first
  await page.keyboard.press("Space");
  await expect(page.getByText("Fotografie 2 zvednuta.")).toBeAttached();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByText("Fotografie 2 je nad pozicí 1.")).toBeAttached();
  await page.keyboard.press("Space");
  await expect(page.getByText("Fotografie 2 přesunuta na pozici 1.")).toBeAttached();
  await expect(page.getByRole("img", { name: "Fotografie 1" })).toHaveAttribute("src", secondSrc!);
  await page.getByRole("button", { name: "Smazat fotografii 2" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Smazat", exact: true }).click();
  const files = [{ name: "novy.jpg", mimeType: "image/jpeg", buffer: await jpeg(40, 160, 40) }];
  if (fs.existsSync(HEIC))
    files.push({ name: "iphone.heic", mimeType: "image/heic", buffer: fs.readFileSync(HEIC) });
  await page.getByTestId("edit-photo-input").setInputFiles(files);
  await expect(page.getByRole("img", { name: `Fotografie ${1 + files.length}` })).toBeVisible();

  // the description
  await desc.fill("Servisní knížka, nekuřák. Nové zimní pneumatiky.");
  await expect(page.getByText("48 / 2000 znaků")).toBeVisible();
  await shot(page, "edit-dirty", true);

  // save: the toast, then the ad page with everything
  await page.getByRole("button", { name: "Uložit změny" }).click();
  await expect(page.getByText("Inzerát byl úspěšně upraven.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/ads/cars/${id}$`), { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Volkswagen Golf");
  await expect(page.getByText("315 000 Kč").first()).toBeVisible();
  await expect(page.getByText("Nové zimní pneumatiky")).toBeVisible();
  // the blue photo moved first, the red one removed, the new ones after it
  await expect(page.getByRole("img", { name: /fotografie 1 z 3/ }).first()).toBeVisible();
  await shot(page, "edit-saved-ad", true);

  // archive from the edit screen: the toast, then /profile
  await page.goto(`/ads/cars/${id}/edit`);
  await page.getByRole("button", { name: "Archivovat", exact: true }).click();
  const archive = page.getByRole("dialog", { name: "Archivovat inzerát?" });
  await archive.getByRole("radio", { name: "Prodáno jinde" }).check();
  await shot(page, "edit-archive-dialog");
  await archive.getByRole("button", { name: "Archivovat" }).click();
  await expect(page.getByText("Inzerát byl archivován.")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});

test("@phone the pickers open bottom sheets with a search; en and ru read their language", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "phone", "the bottom sheets are the phone's");
  test.setTimeout(90_000);
  await signInAs(page, SELLER);
  const mine = await (await page.request.get("/api/my-ads/")).json();
  const id = mine.ads[0].id as number;
  await page.goto(`/ads/cars/${id}/edit`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await shot(page, "edit-loaded", true);
  await editParam(page, "Vůz").click();
  const vehicle = page.getByRole("dialog", { name: "Vůz" });
  await vehicle.getByRole("button", { name: /Značka/ }).click();
  const sheet = page.getByRole("dialog", { name: "Značka" });
  await expect(sheet.getByRole("searchbox")).toBeVisible();
  // the sheet's panel: at most 70 % of the screen's height
  const box = await page.locator(".max-h-\\[70vh\\]").last().boundingBox();
  expect(box!.height).toBeGreaterThan(100);
  expect(box!.height).toBeLessThanOrEqual(844 * 0.7 + 1);
  await sheet.getByRole("searchbox").fill("xyzxyz");
  await expect(sheet.getByText("Nic nenalezeno")).toBeVisible();
  await shot(page, "edit-sheet-make");
  await sheet.getByRole("button", { name: "Zavřít" }).click();
  await expect(sheet).toHaveCount(0);
  await vehicle.getByRole("button", { name: "Zrušit" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await editParam(page, "Počet majitelů").click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /Počet majitelů/ })
    .click();
  const owners = page.getByRole("dialog", { name: "Počet majitelů" }).last();
  await owners.getByRole("option", { name: "3", exact: true }).click();
  await shot(page, "edit-sheet-owners");
  await page.getByRole("button", { name: "Zrušit" }).click();

  await page.goto(`/en/ads/cars/${id}/edit`);
  await expect(page.getByRole("heading", { name: "Vehicle details" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save changes" })).toBeDisabled();
  await shot(page, "edit-en", true);
  await page.goto(`/ru/ads/cars/${id}/edit`);
  await expect(page.getByRole("heading", { name: "Параметры автомобиля" })).toBeVisible();
  await shot(page, "edit-ru", true);
});
