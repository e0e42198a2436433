// The seller on their own ad's page (issue 27): Upravit and Archivovat instead of the heart and
// "Kontaktovat prodejce"; archived, the page answers them 200 with Obnovit and Upravit, and
// renewing shows the ad again, while everyone else still gets the public 410 page.
import { expect, test, type Browser, type Page } from "./test";
import { shot, signIn } from "./accounts.helpers";
import { ownClientAddress } from "./client-address";
import { decideConsent } from "./consent";

test.describe.configure({ mode: "serial" });
test.beforeEach(async ({ page, context, baseURL }) => {
  await decideConsent(context, baseURL);
  await ownClientAddress(page);
});

const DEMO_PASSWORD = "vozovna-demo";
const SELLER = "prodejce@demo.vozovna.cz";
const BUYER = "kupujici@demo.vozovna.cz";

type MyAd = { id: number; title: string; status: string; source: string };

/** The demo seller's first active ad posted here (renewable, as in My Ads). */
async function ownActiveAd(page: Page): Promise<MyAd> {
  const body = (await (await page.request.get("/api/my-ads/")).json()) as { ads: MyAd[] };
  const ad = body.ads.find((a) => a.status === "active" && a.source === "own");
  expect(ad).toBeTruthy();
  return ad!;
}

/** The signed-in user's JSON write from the page, with the CSRF token. */
function write(page: Page, path: string) {
  return page.evaluate(async (path) => {
    await fetch("/api/current-user/");
    const token = decodeURIComponent(document.cookie.match(/csrftoken=([^;]+)/)?.[1] ?? "");
    return (await fetch(path, { method: "POST", headers: { "X-CSRFToken": token } })).status;
  }, path);
}

/** A page load of the ad by another signed-in user, in a browser of their own. */
async function asStranger(browser: Browser, baseURL: string, url: string) {
  const context = await browser.newContext({ baseURL, locale: "cs-CZ" });
  await decideConsent(context, baseURL);
  const page = await context.newPage();
  await ownClientAddress(page);
  await signIn(page, BUYER, DEMO_PASSWORD);
  const res = await page.goto(url);
  return { page, status: res!.status(), close: () => context.close() };
}

test("@phone the seller archives their ad from its page, renews it there, and strangers still get 410", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, SELLER, DEMO_PASSWORD);
  await expect(page.getByRole("button", { name: "Odhlásit se" })).toBeVisible();
  const ad = await ownActiveAd(page);
  const url = `/ads/cars/${ad.id}`;
  try {
    // active: the seller's actions, no heart and no contact
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(ad.title);
    await expect(page.getByText("Toto je váš inzerát.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Upravit", exact: true })).toHaveAttribute(
      "href",
      `/ads/cars/${ad.id}/edit`,
    );
    await expect(page.getByRole("button", { name: "Archivovat", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Přidat do oblíbených" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Kontaktovat prodejce" })).toHaveCount(0);
    await shot(page, "owner-active");

    // anyone else still sees the heart and the contact
    const stranger = await asStranger(browser, baseURL!, url);
    await expect(stranger.page.getByRole("button", { name: "Kontaktovat prodejce" })).toBeVisible();
    await expect(stranger.page.getByRole("button", { name: "Přidat do oblíbených" })).toBeVisible();
    await expect(stranger.page.getByRole("link", { name: "Upravit", exact: true })).toHaveCount(0);
    await stranger.close();

    await page.getByRole("button", { name: "Archivovat", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Archivovat inzerát?" });
    await dialog.getByRole("radio", { name: "Už neprodávám" }).check();
    await dialog.getByRole("button", { name: "Archivovat" }).click();
    await expect(page).toHaveURL((u) => u.pathname === "/profile");

    // archived: the public and other users get 410 without the seller's actions
    const gone = await request.get(url);
    expect(gone.status()).toBe(410);
    expect(await gone.text()).not.toContain("Obnovit inzerát");
    const other = await asStranger(browser, baseURL!, url);
    expect(other.status).toBe(410);
    await expect(
      other.page.getByRole("heading", { name: "Tento inzerát už není aktivní" }),
    ).toBeVisible();
    await expect(other.page.getByRole("button", { name: "Obnovit inzerát" })).toHaveCount(0);
    await other.close();

    // the seller gets 200, rendered for them (never from the page cache), with Obnovit and Upravit
    const own = await page.request.get(url);
    expect([own.status(), own.headers()["x-vozovna-cache"]]).toEqual([200, "bypass"]);
    const res = await page.goto(`/en${url}`);
    expect(res!.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "This is your archived ad" })).toBeVisible();
    await shot(page, "owner-archived-en");
    await page.goto(url);
    await expect(
      page.getByRole("heading", { name: "Toto je váš archivovaný inzerát" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Upravit", exact: true })).toHaveAttribute(
      "href",
      `/ads/cars/${ad.id}/edit`,
    );
    await shot(page, "owner-archived");
    await page.getByRole("button", { name: "Obnovit inzerát" }).click();

    // renewed: the page shows the active ad, for the seller and for everyone
    await expect(page.getByRole("heading", { level: 1 })).toContainText(ad.title);
    await expect(page.getByRole("button", { name: "Archivovat", exact: true })).toBeVisible();
    expect((await request.get(url)).status()).toBe(200);
  } finally {
    await write(page, `/api/ads/cars/${ad.id}/renew/`);
  }
});
