// Fresh listings (issue 15): the "still for sale?" e-mail's one-click page (its link signed here
// with the server's secret through the same module the e-mail uses), its button and confirmation,
// the "Ověřeno dnes" label, and renewing a sold ad from My Ads.
import fs from "node:fs";
import { expect, serverFile, test, type Page } from "./test";
import { freshnessPath, signFreshness } from "@/lib/freshness/link";
import type { FreshnessAnswer } from "@/lib/freshness/answers";
import { shot, signIn } from "./accounts.helpers";
import { ownClientAddress } from "./client-address";
import { decideConsent } from "./consent";

test.describe.configure({ mode: "serial" });
test.beforeEach(async ({ page, context, baseURL }) => {
  await decideConsent(context, baseURL);
  await ownClientAddress(page);
});

const DEMO = { email: "prodejce@demo.vozovna.cz", password: "vozovna-demo" };

/** The server's secret: BETTER_AUTH_SECRET, or the one it generated into its DATA_DIR. */
const secret = () =>
  process.env.BETTER_AUTH_SECRET || fs.readFileSync(serverFile("auth-secret"), "utf8").trim();

type MyAd = { id: number; title: string; status: string; source: string };

/** The demo seller, signed in once My Ads show (the login page's own URL ends in "/profile" too). */
async function signInSeller(page: Page) {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page.getByRole("heading", { name: /Moje inzeráty/ })).toBeVisible();
}

/** The demo seller's active own ads on the first page of My Ads. */
async function activeAds(page: Page): Promise<MyAd[]> {
  const res = await page.request.get("/api/my-ads/?page=1");
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { ads: MyAd[] };
  return body.ads.filter((a) => a.status === "active" && a.source === "own");
}

/** The e-mail's link for this ad and answer, signed with the ad's current checked_at. */
async function linkFor(page: Page, id: number, answer: FreshnessAnswer, prefix = "") {
  const ad = (await (await page.request.get(`/api/ads/cars/${id}/`)).json()) as {
    checked_at: string;
  };
  const input = { adId: id, answer, checkedMs: Date.parse(ad.checked_at) };
  return prefix + freshnessPath(input, signFreshness(secret(), input));
}

test("@phone 'yes, still selling' from the e-mail keeps the ad on sale, checked today", async ({
  page,
}) => {
  await signInSeller(page);
  const [ad] = await activeAds(page);
  const link = await linkFor(page, ad.id, "keep");

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Prodáváte vůz stále?" })).toBeVisible();
  await expect(page.getByText(ad.title, { exact: true })).toBeVisible();
  await shot(page, "freshness-keep-question", true);
  await page.getByRole("button", { name: "Ano, stále prodávám" }).click();
  await expect(page.getByRole("status")).toContainText("Děkujeme, inzerát zůstává aktivní");
  await shot(page, "freshness-keep-done", true);

  await page.goto(`/ads/cars/${ad.id}`);
  await expect(page.getByRole("main").getByText("Ověřeno dnes")).toBeVisible();
  await shot(page, "freshness-ad-page");

  // the same link again: already answered
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Odkaz už neplatí" })).toBeVisible();
});

test("@phone 'sold' in English, then the seller renews it from My Ads", async ({ page }) => {
  await signInSeller(page);
  const ads = await activeAds(page);
  const ad = ads[1];

  await page.goto(await linkFor(page, ad.id, "sold", "/en"));
  await expect(page.getByRole("heading", { name: "Has the car been sold?" })).toBeVisible();
  await shot(page, "freshness-sold-question-en", true);
  await page.getByRole("button", { name: "Yes, the car is sold" }).click();
  await expect(page.getByRole("status")).toContainText("The ad is marked as sold");
  await shot(page, "freshness-sold-done-en", true);

  await page.goto("/profile");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.locator(`a[href="/ads/cars/${ad.id}"]`) })
    .first();
  await expect(card.getByText("Prodáno", { exact: true })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(page, "freshness-my-ads-sold");
  await card.getByRole("button", { name: "Obnovit inzerát" }).click();
  await expect(card.getByText("Aktivní", { exact: true })).toBeVisible();
  await expect(card.getByText("Ověřeno dnes")).toBeVisible();
  await expect(card.getByRole("button", { name: "Obnovit inzerát" })).toHaveCount(0);
  await shot(page, "freshness-my-ads-renewed");
});

test("a forged link explains itself and changes nothing", async ({ page }) => {
  await page.goto("/freshness?ad=1&answer=keep&token=forged");
  await expect(page.getByRole("heading", { name: "Odkaz už neplatí" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Moje inzeráty" })).toBeVisible();
  await shot(page, "freshness-invalid");
});
