import sharp from "sharp";
import { expect, test, type Page } from "./test";
import { signIn } from "./accounts.helpers";
import { decideConsent } from "./consent";
import { ownClientAddress } from "./client-address";

// Issue 27: the wizard's photos are stored on the server as they are chosen, so a reload keeps
// them in order, and an expired session on the last step loses nothing.

test.describe.configure({ mode: "serial" });
test.beforeEach(async ({ page, context, baseURL }) => {
  await decideConsent(context, baseURL);
  await ownClientAddress(page);
});

const DEMO = { email: "prodejce@demo.vozovna.cz", password: "vozovna-demo" };

/** A draft filled up to the photos step, as the wizard saves it in local storage. */
const DRAFT = {
  make: "Škoda",
  makeIsManual: false,
  model: "Octavia",
  generation: null,
  generationId: null,
  variant: null,
  year: 2019,
  fuelType: "petrol",
  transmission: "mt",
  bodyType: "ESTATE_CAR",
  driveType: "fwd",
  powerKw: 110,
  mileageKm: 123456,
  images: [],
  title: "Škoda Octavia Combi fotky",
  description: "Servisní knížka, nekuřák.",
  price: 289000,
  numberOfOwners: 1,
  purchaseCountry: "Czech_Republic",
  vatRefund: false,
  locationName: "Olomouc",
  locationLink: "",
  vinNumber: "",
  condition: "USED",
  currentStep: 5,
};

async function fourPhotos() {
  const colours = [
    [200, 40, 40],
    [40, 160, 40],
    [40, 80, 200],
    [220, 200, 40],
  ];
  return Promise.all(
    colours.map(async ([r, g, b], i) => ({
      name: `foto-${i + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: await sharp({
        create: { width: 800, height: 600, channels: 3, background: { r, g, b } },
      })
        .jpeg()
        .toBuffer(),
    })),
  );
}

const thumbs = (page: Page) => page.getByRole("img", { name: /^Fotografie \d+$/ });
const srcs = (page: Page) =>
  thumbs(page).evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")));

async function toPhotosStep(page: Page) {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto("/create-ad?step=0");
  // the wizard has restored (and saved) its own draft before this one replaces it
  await expect(
    page.getByRole("heading", { level: 2, name: "Jakou značku prodáváte?" }),
  ).toBeVisible();
  await page.evaluate(
    (d) => localStorage.setItem("vozovna.createAdDraft", JSON.stringify(d)),
    DRAFT,
  );
  await page.goto("/create-ad?step=5");
  await expect(page.getByRole("heading", { level: 2, name: "Fotografie" })).toBeVisible();
}

test("a reload on step 5 keeps the 4 photos in order with the main photo; a text file named .jpg is refused by name", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await toPhotosStep(page);
  await page.getByTestId("photo-input").setInputFiles(await fourPhotos());
  await expect(thumbs(page)).toHaveCount(4, { timeout: 60_000 });
  await page.getByTestId("photo-input").setInputFiles({
    name: "dovolena.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("this is a text file, not a picture"),
  });
  await expect(page.getByText(/dovolena.jpg: soubor není obrázek/)).toBeVisible();
  await expect(thumbs(page)).toHaveCount(4);
  const before = await srcs(page);
  await page.reload();
  await expect(thumbs(page)).toHaveCount(4, { timeout: 30_000 });
  expect(await srcs(page)).toEqual(before);
  const main = page.getByRole("img", { name: "Fotografie 1", exact: true });
  await expect(page.getByRole("listitem").filter({ has: main })).toContainText("Hlavní");
  await expect(page.getByText("4 z 20").first()).toBeVisible();
});

test("a session expiring on step 7 is said by Zveřejnit; after sign-in the wizard resumes there and publishes", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // a new browser (no saved photo ids): the text fields again, the photos come from the server
  await toPhotosStep(page);
  await expect(thumbs(page)).toHaveCount(4, { timeout: 30_000 });
  const photos = await srcs(page);
  await page.getByRole("button", { name: "Pokračovat" }).click();
  await expect(page).toHaveURL(/\?step=6$/);
  // the session expires: its cookie is gone
  const cookies = await context.cookies();
  for (const c of cookies.filter((c) => /session/i.test(c.name)))
    await context.clearCookies({ name: c.name });
  await page.getByRole("button", { name: "Zveřejnit inzerát" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Zveřejnit", exact: true }).click();
  await expect(page.getByText(/Vaše přihlášení vypršelo/)).toBeVisible();
  await expect(page).toHaveURL(/\/create-ad\?step=6$/);
  await page.getByRole("button", { name: "Přihlásit se znovu" }).click();
  await expect(page).toHaveURL(/\/profile\?next=/);
  // the sign-in prompt leads to the login form, which returns to the wizard's step
  const login = page.getByRole("link", { name: "Přihlásit se" });
  if (await login.isVisible()) await login.click();
  await page.getByLabel("E-mail").fill(DEMO.email);
  await page.getByLabel("Heslo").fill(DEMO.password);
  await page.getByRole("button", { name: "Přihlásit se" }).click();
  await expect(page).toHaveURL(/\/create-ad\?step=6$/, { timeout: 30_000 });
  await expect(page.getByLabel("Cena (Kč)")).toHaveValue(/289/);
  await page.getByRole("button", { name: "Zpět" }).first().click();
  await expect(thumbs(page)).toHaveCount(4);
  expect(await srcs(page)).toEqual(photos);
  await page.getByRole("button", { name: "Pokračovat" }).click();
  await page.getByRole("button", { name: "Zveřejnit inzerát" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Zveřejnit", exact: true }).click();
  await expect(page).toHaveURL(/\/ads\/cars\/\d+$/, { timeout: 60_000 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Škoda Octavia Combi fotky");
});
