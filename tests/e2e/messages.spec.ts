import { expect, test, type Page } from "./test";
import { mailLink, shot, signIn } from "./accounts.helpers";
import { ownClientAddress } from "./client-address";

// Issue 31's messages as a buyer and a seller meet them: an anonymous buyer writes from the ad
// page and confirms by e-mail, the seller replies in the inbox, the buyer is told by e-mail,
// claims the light account with a password and answers in the thread.

const SELLER = "prodejce@demo.vozovna.cz";
const BUYER = "kupujici@demo.vozovna.cz";
const DEMO_PASSWORD = "vozovna-demo";
const PASSWORD = "Zpravy-heslo-2026";

test.beforeEach(({ page }) => ownClientAddress(page));

/** The demo seller's `n`th active ad (the seller is signed in on `page`). */
async function sellersAd(page: Page, n = 0): Promise<number> {
  const me = await (await page.request.get("/api/current-user/")).json();
  const list = await (
    await page.request.get(`/api/seller-profiles/${me.seller_profile_id}/ads/`)
  ).json();
  return (list.results as { id: number }[])[n].id;
}

test("an anonymous buyer writes and confirms; the seller replies; the buyer is told and answers", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await ownClientAddress(seller);
  await signIn(seller, SELLER, DEMO_PASSWORD);
  const adId = await sellersAd(seller);

  // the buyer, signed out, writes from the ad page
  const email = `kupec-${Date.now()}@example.cz`;
  await page.goto(`/ads/cars/${adId}`);
  await page.getByRole("button", { name: "Napsat prodejci" }).click();
  const form = page.getByRole("dialog");
  await form.getByLabel("Jméno").fill("Jana Veselá");
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("button", { name: "Je vůz stále k dispozici?" }).click();
  await expect(form.getByLabel("Zpráva")).toHaveValue(/Je vůz stále k dispozici\?/);
  await shot(page, "message-form");
  await form.getByRole("button", { name: "Odeslat zprávu" }).click();
  await expect(form.getByText("Zkontrolujte e-mail a potvrďte odeslání")).toBeVisible();

  // opening the link changes nothing; its button delivers the message
  await page.goto(
    await mailLink(email, /https?:\/\/[^\s"<>]+\/zpravy\/potvrzeni\?token=[^\s"<>]+/),
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByRole("button", { name: "Potvrdit odeslání zprávy" }).click();
  await expect(page.getByText("Vaši zprávu jsme doručili prodejci.")).toBeVisible();

  // the seller sees it in the inbox, unread, with the buyer's name and no address
  await seller.goto("/zpravy");
  const thread = seller.getByRole("link", { name: /Jana Veselá/ }).first();
  await expect(thread).toBeVisible();
  await thread.click();
  await expect(seller).toHaveURL(/\/zpravy\/\d+$/);
  await expect(seller.getByText("Je vůz stále k dispozici?")).toBeVisible();
  await expect(seller.getByText(email)).toHaveCount(0);
  await seller.getByLabel("Vaše odpověď").fill("Ano, je. Prohlídka možná v sobotu dopoledne.");
  await seller.getByRole("button", { name: "Odeslat", exact: true }).click();
  await expect(seller.getByText("Ano, je. Prohlídka možná v sobotu dopoledne.")).toBeVisible();
  await shot(seller, "message-thread-seller");

  // the buyer's notification (sent by a run every 15 s) links into the thread
  const threadLink = await mailLink(email, /https?:\/\/[^\s"<>]+\/zpravy\/\d+/, 120_000);

  // the light account is claimed with a password, then the buyer answers in the thread
  await page.goto("/accounts/password/reset");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Poslat odkaz" }).click();
  await page.goto(await mailLink(email, /https?:\/\/[^\s"<>]*reset[^\s"<>]*/));
  await page.getByLabel("Nové heslo").fill(PASSWORD);
  await page.getByRole("button", { name: "Uložit heslo" }).click();
  await expect(page.getByText(/Heslo je změněné/)).toBeVisible();
  await signIn(page, email, PASSWORD);
  await page.goto(threadLink);
  await expect(page.getByText("Ano, je. Prohlídka možná v sobotu dopoledne.")).toBeVisible();
  await page.getByLabel("Vaše odpověď").fill("Děkuji, v sobotu v 10 přijedu.");
  await page.getByRole("button", { name: "Odeslat", exact: true }).click();
  await expect(page.getByText("Děkuji, v sobotu v 10 přijedu.")).toBeVisible();
  await shot(page, "message-thread-buyer");

  // the seller's thread shows the answer
  await seller.reload();
  await expect(seller.getByText("Děkuji, v sobotu v 10 přijedu.")).toBeVisible();
  await sellerContext.close();
});

test("a seller's reply asking for a deposit to ship the car from Germany warns the buyer", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await ownClientAddress(seller);
  await signIn(seller, SELLER, DEMO_PASSWORD);
  const adId = await sellersAd(seller, 1);

  // a signed-in buyer's message goes at once
  await signIn(page, BUYER, DEMO_PASSWORD);
  await page.goto(`/ads/cars/${adId}`);
  await page.getByRole("button", { name: "Napsat prodejci" }).click();
  const form = page.getByRole("dialog");
  await form.getByRole("button", { name: "Mohu si ho prohlédnout?" }).click();
  await form.getByRole("button", { name: "Odeslat zprávu" }).click();
  await expect(form.getByText("Zpráva odeslána")).toBeVisible();
  await form.getByRole("link", { name: "Otevřít konverzaci" }).click();
  await expect(page).toHaveURL(/\/zpravy\/\d+$/);
  const threadUrl = page.url();

  await seller.goto("/zpravy");
  await seller
    .getByRole("link", { name: /Lucie Malá/ })
    .first()
    .click();
  const scam = "Vůz je v Německu. Pošlete zálohu 20 000 Kč na dopravu a přivezeme ho.";
  await seller.getByLabel("Vaše odpověď").fill(scam);
  await seller.getByRole("button", { name: "Odeslat", exact: true }).click();
  await expect(seller.getByText(scam)).toBeVisible();
  // the sender is told, gently, that the other side sees a warning
  await expect(seller.getByText(/obsahuje obraty, které často používají podvodníci/)).toBeVisible();

  await page.goto(threadUrl);
  await expect(page.getByText(scam)).toBeVisible();
  await expect(page.getByText(/Prodejce žádá zálohu nebo platbu před prohlídkou/)).toBeVisible();
  await expect(page.getByText("Pozor, možný podvod")).toBeVisible();
  await shot(page, "message-scam-warning");
  await sellerContext.close();
});
