// Who may open the edit screen (issue 15): signed out, to /profile first; a buyer is sent home;
// the admin edits another seller's ad with a notice; a missing ad shows the not-found alert.
import { expect, test } from "./test";
import { shot } from "./accounts.helpers";
import { ownClientAddress } from "./client-address";
import { consentDecidedForEach } from "./consent";
import { signInAs } from "./ad-edit.helpers";

test.describe.configure({ mode: "serial" });
consentDecidedForEach();
test.beforeEach(({ page }) => ownClientAddress(page));

const BUYER = "kupujici@demo.vozovna.cz";
const ADMIN = "admin@demo.vozovna.cz";

test("signed out: the edit screen sends to /profile and back here after signing in", async ({
  page,
}) => {
  await page.goto("/ads/cars/1/edit");
  await expect(page).toHaveURL(/\/profile\?next=%2Fads%2Fcars%2F1%2Fedit$/);
});

test("the admin opens Edit (Admin) on another seller's ad and sees it is an admin edit", async ({
  page,
}) => {
  const list = await (await page.request.get("/api/ads/filter/")).json();
  const other = list.results.find((a: { seller_profile_id: number | null }) => a.seller_profile_id);
  await signInAs(page, ADMIN);
  await page.goto(`/ads/cars/${other.id}`);
  await page.getByRole("link", { name: "Upravit (Admin)" }).click();
  await expect(page.getByRole("note")).toContainText("jako administrátor");
  await expect(page.getByRole("button", { name: "Archivovat (Admin)" })).toBeVisible();
  await shot(page, "edit-admin");
});

test("a buyer is sent home with a message; a missing ad shows the not-found alert", async ({
  page,
}) => {
  const list = await (await page.request.get("/api/ads/filter/")).json();
  await signInAs(page, BUYER);
  await page.goto(`/ads/cars/${list.results[0].id}/edit`);
  await expect(page).toHaveURL(/\/\?error=forbidden$/);
  await page.goto("/ads/cars/99999999/edit");
  await expect(page.getByRole("alert").filter({ hasText: "Došlo k chybě" })).toContainText(
    "Inzerát jsme nenašli",
  );
  await shot(page, "edit-not-found");
});
