// The edit screen's price dialog (issue 15, ARCHITECTURE §4.19): the market range of similar cars
// and the warnings for a price far below or above it.
import { expect, test } from "./test";
import { shot } from "./accounts.helpers";
import { ownClientAddress } from "./client-address";
import { consentDecidedForEach } from "./consent";
import { createAd, editParam, SELLER, signInAs } from "./ad-edit.helpers";

consentDecidedForEach();
test.beforeEach(({ page }) => ownClientAddress(page));

test("a seller who types an absurd price sees the market range and a warning", async ({ page }) => {
  // a car like one the seeded data rates: its market is known
  type Card = { id: number; price_label: string | null };
  let rated: Card | undefined;
  for (let n = 1; !rated && n <= 8; n++) {
    const cards = (await (await page.request.get(`/api/ads/filter/?page=${n}`)).json())
      .results as Card[];
    rated = cards.find((c) => ["great", "good", "fair", "high"].includes(c.price_label ?? ""));
  }
  expect(rated, "a rated ad in the seeded data").toBeDefined();
  const like = await (await page.request.get(`/api/ads/cars/${rated!.id}/`)).json();
  const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));
  await signInAs(page, SELLER);
  const id = await createAd(page, `${like.make} ${like.model} cena ${Date.now()}`, {
    price: text(like.price),
    make: like.make,
    model: like.model,
    generation_id: text(like.generation_id),
    generation: text(like.generation),
    year: text(like.year),
    mileage_km: text(like.mileage_km),
    fuel_type: text(like.fuel_type),
    transmission: text(like.transmission),
    body_type: text(like.body_type),
    drive_type: text(like.drive_type),
    power_kw: text(like.power_kw),
    equipment: JSON.stringify(like.equipment ?? []),
  });
  await page.goto(`/ads/cars/${id}/edit`);
  await editParam(page, "Cena").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(/Tržní cena podobných vozů:/)).toContainText(/odhad \d/);

  // a digit missing: far below the market reads as a scam sign to buyers
  await dialog.getByLabel("Cena (Kč)").fill("5 000");
  await expect(dialog.getByText(/hluboko pod tržní cenou/)).toBeVisible();
  await expect(dialog.getByText("Podezřele nízká cena")).toBeVisible();
  await shot(page, "edit-price-suspicious");
  // a digit too many: above the fair range
  await dialog.getByLabel("Cena (Kč)").fill(String(like.price * 10));
  await expect(dialog.getByText(/nad běžným rozpětím/)).toBeVisible();
  await expect(dialog.getByText(/hluboko pod tržní cenou/)).toHaveCount(0);
  // its own price again: no warning
  await dialog.getByLabel("Cena (Kč)").fill(String(like.price));
  await expect(dialog.getByText("Kupující uvidí vaši cenu jako:")).toBeVisible();
  await expect(dialog.getByText(/nad běžným rozpětím|hluboko pod tržní cenou/)).toHaveCount(0);
});
