import { expect, test } from "./test";
import { mailLink, PASSWORD, shot, signIn, smsCode } from "./accounts.helpers";
import { ownClientAddress } from "./client-address";
import { expectNoHorizontalOverflow } from "./layout";

test.describe.configure({ mode: "serial" });
test.beforeEach(({ page }) => ownClientAddress(page));

const email = `e2e.${Date.now()}@example.test`;
const phone = `+420777${String(Date.now()).slice(-6)}`;
const PNG_1PX =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

test.describe("accounts journeys", () => {
  test("sign up, verify the e-mail from the outbox, sign out and in again", async ({ page }) => {
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Přihlaste se do Vozovny" })).toBeVisible();
    await shot(page, "profile-signed-out-desktop");
    await page.getByRole("link", { name: "Vytvořit účet" }).click();
    await expect(page).toHaveURL(/\/accounts\/signup\?next=%2Fprofile/);

    await page.getByLabel("E-mail").fill("not-an-email");
    await page.getByLabel("Heslo").fill("short");
    await page.getByRole("button", { name: "Vytvořit účet" }).click();
    await expect(page.getByText("Zadejte platný e-mail.")).toBeVisible();
    await expect(page.getByText("Heslo je příliš krátké.")).toBeVisible();

    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Heslo").fill(PASSWORD);
    await page.getByRole("button", { name: "Vytvořit účet" }).click();
    await expect(page.getByRole("status")).toContainText(email);

    await page.goto(await mailLink(email));
    await expect(page.getByText("váš e-mail je ověřený")).toBeVisible();
    await page.getByRole("link", { name: "Pokračovat" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      email.split("@")[0].replace(/\+.*/, ""),
    );
    await expect(page.getByText(email)).toBeVisible();

    await page.getByRole("button", { name: "Odhlásit se" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Přihlaste se do Vozovny" })).toBeVisible();

    await page.goto("/accounts/login?next=/profile");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Heslo").fill("wrong password 1");
    await page.getByRole("button", { name: "Přihlásit se" }).click();
    await expect(page.getByText("Nesprávný e-mail nebo heslo.")).toBeVisible();
    await signIn(page, email);
    await expect(page.getByText(email)).toBeVisible();
  });

  test("create a seller profile with a verified phone and see My Ads", async ({ page }) => {
    await signIn(page, email);
    await expect(page.getByRole("heading", { name: "Zatím nemáte profil prodejce" })).toBeVisible();
    await shot(page, "profile-no-seller-desktop");
    await page.getByRole("button", { name: "Vytvořit profil prodejce" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Vytvořit profil prodejce" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("E-mail")).toHaveValue(email);

    // Saving needs a verified phone, a name and the terms.
    await dialog.getByRole("button", { name: "Vytvořit profil" }).click();
    await expect(dialog.getByText("Zadejte zobrazované jméno.")).toBeVisible();
    await expect(dialog.getByText("Zadejte telefonní číslo.")).toBeVisible();

    await dialog.getByLabel("Zobrazované jméno").fill("E2E Prodejce");
    const send = dialog.getByRole("button", { name: "Poslat kód" });
    await dialog.getByLabel("Telefon").fill("12");
    await expect(send).toBeDisabled();
    await dialog.getByLabel("Telefon").fill(phone.replace("+420", ""));
    await send.click();
    await expect(dialog.getByRole("button", { name: /Znovu za \d+ s/ })).toBeDisabled();
    // Closing and reopening the form resumes the code that is on its way.
    await dialog.getByRole("button", { name: "Zrušit" }).click();
    await page.getByRole("button", { name: "Vytvořit profil prodejce" }).first().click();
    await expect(dialog.getByText(`Kód jsme poslali na ${phone}.`)).toBeVisible();
    await expect(dialog.getByRole("button", { name: /Znovu za \d+ s/ })).toBeDisabled();
    await dialog.getByLabel("Zobrazované jméno").fill("E2E Prodejce");
    const codeInput = dialog.getByLabel("Ověřovací kód");
    const verify = dialog.getByRole("button", { name: "Ověřit" });
    await codeInput.fill("12a");
    await expect(codeInput).toHaveValue("12");
    await expect(verify).toBeDisabled();
    await codeInput.fill("1234567");
    await expect(codeInput).toHaveValue("123456");
    await shot(page, "modal-code-desktop");
    await codeInput.fill(await smsCode(phone));
    await verify.click();
    await expect(dialog.getByText("Telefon je ověřený")).toBeVisible();

    await dialog.getByLabel("Lokalita").fill("Olomo");
    await page
      .getByRole("option", { name: /^Olomouc/ })
      .first()
      .click();
    await dialog.getByRole("button", { name: "Vytvořit profil" }).click();
    await expect(dialog.getByText("Je potřeba souhlasit s obchodními podmínkami.")).toBeVisible();
    await dialog.getByRole("checkbox", { name: /obchodními podmínkami/ }).check();
    await shot(page, "modal-create-desktop");
    await dialog.getByRole("button", { name: "Vytvořit profil" }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole("heading", { level: 1 })).toContainText("E2E Prodejce");
    // in the page, not Next's route announcer, which reads the new heading out after the refresh
    await expect(page.getByRole("main").getByText("Ověřený prodejce")).toBeVisible();
    await expect(page.getByText(/· Olomouc$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Zatím nemáte žádné inzeráty" })).toBeVisible();
    const me = await (await page.request.get("/api/current-user/")).json();
    expect(me.seller_profile_id).toEqual(expect.any(Number));

    // Update: pressing Change on the verified phone starts verification over.
    await page.getByRole("button", { name: "Upravit kontaktní údaje" }).click();
    const update = page.getByRole("dialog", { name: "Upravit kontaktní údaje" });
    await expect(update.getByLabel("Zobrazované jméno")).toHaveValue("E2E Prodejce");
    await expect(update.getByText("Telefon je ověřený")).toBeVisible();
    await update.getByRole("button", { name: "Změnit" }).click();
    await expect(update.getByRole("button", { name: /Poslat kód|Znovu za/ })).toBeVisible();
    await update.getByRole("button", { name: "Zrušit" }).click();

    // Update with a new avatar: a GIF is refused in the browser, a PNG is saved re-encoded.
    await page.getByRole("button", { name: "Upravit kontaktní údaje" }).click();
    const again = page.getByRole("dialog", { name: "Upravit kontaktní údaje" });
    await again
      .getByLabel("Profilová fotka")
      .setInputFiles({ name: "a.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await expect(again.getByText("Fotka musí být ve formátu JPG nebo PNG.")).toBeVisible();
    await again.getByLabel("Profilová fotka").setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: Buffer.from(PNG_1PX, "base64"),
    });
    await again.getByLabel("Zobrazované jméno").fill("E2E Prodejce s.r.o.");
    await again.getByRole("button", { name: "Uložit změny" }).click();
    await expect(again).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("E2E Prodejce s.r.o.");
    await expect(page.getByRole("img", { name: /Profilová fotka/ })).toHaveAttribute(
      "src",
      /^\/media\/avatars\/[a-f0-9]+\.webp$/,
    );
  });

  test("the demo seller sees its ads with their status", async ({ page }) => {
    await signIn(page, "prodejce@demo.vozovna.cz", "vozovna-demo");
    await expect(page.getByRole("heading", { name: /Moje inzeráty/ })).toBeVisible();
    // The shell's header reads GET /api/current-user/: Profile instead of Login.
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Profil", exact: true }),
    ).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(page.getByText("Aktivní").first()).toBeVisible();
    // the status badge leaves the card's edit, share and favourite controls free
    const item = page
      .getByRole("listitem")
      .filter({ has: page.getByText("Aktivní", { exact: true }) })
      .first();
    const badge = (await item.getByText("Aktivní", { exact: true }).boundingBox())!;
    const controls = [
      item.getByRole("link", { name: "Upravit inzerát" }),
      item.getByRole("button", { name: "Přidat do oblíbených" }),
      item.getByRole("button", { name: "Sdílet odkaz" }),
    ];
    await expect(controls[0]).toBeVisible(); // the edit link follows the current-user check
    for (const control of (await Promise.all(controls.map((c) => c.boundingBox()))).map(
      (b) => b!,
    )) {
      const apart =
        badge.x + badge.width <= control.x ||
        control.x + control.width <= badge.x ||
        badge.y + badge.height <= control.y ||
        control.y + control.height <= badge.y;
      expect(apart, `the badge covers a control at ${JSON.stringify(control)}`).toBe(true);
    }
    await shot(page, "profile-has-ads-desktop");
  });

  test("next is honoured only for same-site paths", async ({ page }) => {
    await page.goto("/accounts/login?next=https://evil.example/");
    await page.getByLabel("E-mail").fill("kupujici@demo.vozovna.cz");
    await page.getByLabel("Heslo").fill("vozovna-demo");
    await page.getByRole("button", { name: "Přihlásit se" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/profile$/);
    await page.goto("/accounts/login?next=//evil.example/x");
    await expect(page).toHaveURL(/localhost:\d+\/profile$/);
  });
});

test("@phone profile and the seller profile modal fit 390 px", async ({ page }) => {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Přihlaste se do Vozovny" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await shot(page, "profile-signed-out-phone");
  await signIn(page, "kupujici@demo.vozovna.cz", "vozovna-demo");
  const modal = page.getByRole("dialog", { name: "Vytvořit profil prodejce" });
  // a tap before the page is hydrated is lost: tap again until the dialog is there
  await expect(async () => {
    await page.getByRole("button", { name: "Vytvořit profil prodejce" }).first().click();
    await expect(modal).toBeVisible({ timeout: 2000 });
  }).toPass();
  await expect(modal.getByRole("heading", { name: "Vytvořit profil prodejce" })).toBeInViewport();
  await expectNoHorizontalOverflow(page);
  await shot(page, "modal-create-phone");
  await modal.getByRole("button", { name: "Zrušit" }).click();
  await expect(modal).toBeHidden();
  await expect(
    page.getByRole("button", { name: "Vytvořit profil prodejce" }).first(),
  ).toBeVisible();
  await shot(page, "profile-no-seller-phone");
});
