import { expect, test, type Page } from "./test";
import { shot, signUpVerified } from "./accounts.helpers";
import { ownClientAddress } from "./client-address";
import { expectNoHorizontalOverflow } from "./layout";

test.beforeEach(({ page }) => ownClientAddress(page));

// Saved searches (seed 000 §2.5, §5, §8): save from the search form, manage on /saved-searches,
// open one (tracking_id), delete; the unsubscribe page with a bad link.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1000) < 768;

test.describe("saved searches", () => {
  test.beforeEach(({ page }) => test.skip(isPhone(page), "desktop form"));

  test("signed out: the page asks to sign in and saving leads to sign-in", async ({ page }) => {
    await page.goto("/saved-searches");
    await expect(
      page.getByRole("heading", { name: "Přihlaste se ke svým uloženým hledáním" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Přihlásit se" })).toHaveAttribute(
      "href",
      /next=%2Fsaved-searches/,
    );
    await page.goto("/");
    const form = page.getByTestId("desktop-form");
    const save = form.getByRole("button", { name: "Uložit hledání" });
    await expect(save).toBeDisabled();
    await form.getByRole("button", { name: "Značka" }).click();
    await page.getByRole("option", { name: "Škoda" }).first().click();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page).toHaveURL(/\/profile\?next=/);
  });

  test("save, see the hint, change the alerts, open with tracking, delete", async ({ page }) => {
    test.slow(); // sign-up, two saves and six page loads: past 30 s on a loaded machine
    await signUpVerified(page, "saved");
    await page.goto("/");
    const form = page.getByTestId("desktop-form");
    await form.getByRole("button", { name: "Značka" }).click();
    await page.getByRole("option", { name: "Škoda" }).first().click();
    await form.getByRole("button", { name: "Uložit hledání" }).click();
    const notice = form.getByRole("status").filter({ hasText: "Hledání uloženo" });
    await expect(notice).toBeVisible();
    await shot(page, "saved-hint");
    // the same search again is not a second entry: "already saved", linking to the stored one
    await form.getByRole("button", { name: "Uložit hledání" }).click();
    const again = form.getByRole("status").filter({ hasText: "Toto hledání už máte uložené" });
    await expect(again).toBeVisible();
    await again.getByRole("link", { name: "uložených hledáních" }).click();

    await expect(page).toHaveURL(/\/saved-searches#saved-search-\d+$/);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1, name: "Uložená hledání" })).toBeVisible();
    const card = page.getByRole("article").filter({ hasText: "Škoda" });
    await expect(card.getByRole("heading", { name: "Škoda" })).toBeVisible();
    await expect(card.getByText(/\d+ inzerát/)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Škoda \(1\)/ })).toBeVisible();
    await card.getByLabel("Upozornění").selectOption("weekly");
    await expect(page.getByText("Upozornění pro „Škoda“: Týdně")).toBeVisible();
    await shot(page, "list", true);
    await page.reload();
    await expect(card.getByLabel("Upozornění")).toHaveValue("weekly");
    await page.goto("/en/saved-searches");
    await expect(page.getByRole("article").getByLabel("Alerts")).toHaveValue("weekly");
    await shot(page, "list-en", true);
    await page.goto("/saved-searches");

    const viewed = page.waitForRequest(
      (r) => r.method() === "POST" && /\/mark_as_viewed\/$/.test(r.url()),
    );
    await card.getByRole("link", { name: "Zobrazit výsledky" }).click();
    await viewed;
    await expect(page).toHaveURL(/make=%C5%A0koda/);
    await expect(page).not.toHaveURL(/tracking_id/);
    await expect(page.locator('link[rel="canonical"]')).not.toHaveAttribute("href", /tracking_id/);

    await page.goto("/saved-searches");
    await card.getByRole("button", { name: "Smazat" }).click();
    const dialog = page.getByRole("dialog", { name: "Smazat uložené hledání?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Smazat" }).click();
    await expect(
      page.getByRole("heading", { name: "Zatím nemáte žádné uložené hledání" }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole("heading", { name: "Zatím nemáte žádné uložené hledání" }),
    ).toBeVisible();
  });

  test("the unsubscribe page explains a bad link", async ({ page }) => {
    await page.goto("/unsubscribe?id=1&token=not-a-token");
    await page.getByRole("button", { name: "Vypnout upozornění" }).click();
    await expect(page.getByRole("heading", { name: "Chyba odhlášení" })).toBeVisible();
    await expect(page.getByText("Neplatný odkaz pro odhlášení")).toBeVisible();
  });
});

test.describe("saved searches on a phone @phone", () => {
  test.beforeEach(({ page }) => test.skip(!isPhone(page), "phone layout"));

  test("save from the phone form, then the list in Czech and Russian fits the screen", async ({
    page,
  }) => {
    await signUpVerified(page, "saved");
    await page.goto("/");
    const form = page.getByTestId("phone-form");
    await form.getByRole("button", { name: "Značka" }).click();
    const sheet = page.getByRole("dialog", { name: "Značka" });
    await sheet.getByRole("searchbox").fill("skod");
    await sheet.getByRole("option", { name: "Škoda" }).click();
    await expect(sheet).toBeHidden();
    await form.getByRole("button", { name: "Uložit hledání" }).click();
    await expect(form.getByRole("status").filter({ hasText: "Hledání uloženo" })).toBeVisible();
    await shot(page, "saved-hint");
    await page.goto("/saved-searches");
    await expect(page.getByRole("heading", { name: "Škoda" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot(page, "list-cs", true);
    await page.goto("/ru/saved-searches");
    await expect(page.getByRole("heading", { level: 1, name: "Сохранённые поиски" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot(page, "list-ru", true);
  });
});
