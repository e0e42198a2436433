// The sellers' dashboard (issue 32): a seller sees the views of an ad rise once someone else opens
// it, in "Moje inzeráty" and on the ad's statistics page; a new dealer uploads a 40-car feed, reads
// the dry run, applies it, and raises 10 prices by 5 % in one action, which the ads' price
// histories then show.
import { expect, test, type Browser, type Page } from "./test";
import { shot, signIn, signUpVerified, smsCode } from "./accounts.helpers";
import { ownClientAddress } from "./client-address";
import { decideConsent } from "./consent";

test.describe.configure({ mode: "serial" });
test.beforeEach(async ({ page, context, baseURL }) => {
  await decideConsent(context, baseURL);
  await ownClientAddress(page);
});

const SELLER = "prodejce@demo.vozovna.cz";
const DEMO_PASSWORD = "vozovna-demo";

type MyAd = { id: number; title: string; status: string; source: string; price: number };
type Stats = { days: { day: string; views: number }[]; totals: { views: number } };

const myAds = async (page: Page) =>
  ((await (await page.request.get("/api/my-ads/?page=1")).json()) as { ads: MyAd[]; count: number })
    .ads;

const viewsOf = async (page: Page, id: number) => {
  const res = await page.request.get(`/api/my-ads/${id}/stats/?days=30`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as Stats).totals.views;
};

/** Someone else opening the ad: a browser of its own, signed out, with its own User-Agent. */
async function visit(browser: Browser, baseURL: string, url: string) {
  const context = await browser.newContext({
    baseURL,
    locale: "cs-CZ",
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) e2e-visitor-${Date.now()}`,
  });
  const page = await context.newPage();
  await ownClientAddress(page);
  // the view is counted by the page's beacon once it has loaded
  const beacon = page.waitForRequest((r) => r.url().includes("/api/stats/view/"));
  await page.goto(url);
  await beacon;
  await context.close();
}

test("a seller sees the views of an ad rise once someone else opens it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // the server writes its counts every 10 s
  await signIn(page, SELLER, DEMO_PASSWORD);
  const ad = (await myAds(page)).find((a) => a.status === "active" && a.source === "own")!;
  expect(ad).toBeTruthy();
  const before = await viewsOf(page, ad.id);

  await visit(browser, baseURL!, `/ads/cars/${ad.id}`);
  // the seller's own visit is not counted
  await page.goto(`/ads/cars/${ad.id}`);
  await expect.poll(() => viewsOf(page, ad.id), { timeout: 30_000 }).toBe(before + 1);

  await page.goto("/profile");
  const row = page.getByRole("group", { name: "Statistiky inzerátu" }).first();
  await expect(row).toBeVisible();
  await shot(page, "my-ads-stats");

  await page.goto(`/profile/inzeraty/${ad.id}/statistiky`);
  await expect(page.getByRole("heading", { name: "Statistiky inzerátu", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Statistiky inzerátu po dnech" });
  await expect(table).toBeAttached();
  await shot(page, "ad-stats", true);
  // the page is the owner's only: signed out it asks to sign in
  const stranger = await browser.newContext({ baseURL, locale: "cs-CZ" });
  const other = await stranger.newPage();
  await other.goto(`/profile/inzeraty/${ad.id}/statistiky`);
  await expect(other.getByRole("heading", { name: "Přihlaste se do Vozovny" })).toBeVisible();
  await stranger.close();
});

const car = (i: number) =>
  JSON.stringify({
    id: `e2e-${i}`,
    url: `https://autobazar.example/vuz/${i}`,
    title: `Škoda Octavia Combi ${i}`,
    make: "Škoda",
    model: "Octavia",
    year: 2015 + (i % 8),
    price: 200000 + i * 1000,
    mileage_km: 60000 + i * 2500,
    fuel: i % 3 ? "diesel" : "petrol",
  });

test("a new dealer uploads a 40-car feed, applies it after the dry run, and raises 10 prices by 5 %", async ({
  page,
}) => {
  test.slow();
  await signUpVerified(page, "dealer");
  await page.goto("/profile");
  await page.getByRole("button", { name: "Vytvořit profil prodejce" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Vytvořit profil prodejce" });
  await dialog.getByLabel("Zobrazované jméno").fill("Autobazar E2E");
  const phone = `+420777${String(Date.now()).slice(-6)}`;
  await dialog.getByLabel("Telefon").fill(phone);
  await dialog.getByRole("button", { name: "Poslat kód" }).click();
  await dialog.getByLabel("Ověřovací kód").fill(await smsCode(phone));
  await dialog.getByRole("button", { name: "Ověřit" }).click();
  await expect(dialog.getByText("Telefon je ověřený")).toBeVisible();
  await dialog.getByRole("checkbox", { name: "Jsem autobazar / prodejce vozidel" }).check();
  await dialog.getByLabel("IČO").fill("25596642");
  await dialog.getByRole("checkbox", { name: /obchodními podmínkami/ }).check();
  await dialog.getByRole("button", { name: "Vytvořit profil" }).click();
  // a wrong check digit is refused and explained, nothing else is lost
  await expect(dialog.getByLabel("IČO")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("IČO").fill("25596641");
  await dialog.getByRole("button", { name: "Vytvořit profil" }).click();
  await expect(dialog).toBeHidden();

  // the feed: a dry run first, nothing written, then "Použít"
  const feed = Array.from({ length: 40 }, (_, i) => car(i + 1)).join("\n") + "\n";
  await page.getByLabel("Soubor feedu (.jsonl nebo .csv)").setInputFiles({
    name: "sklad.jsonl",
    mimeType: "application/octet-stream",
    buffer: Buffer.from(feed),
  });
  // the picker names the chosen file (the browser's own input, in the browser's language, is hidden)
  await expect(page.getByText("sklad.jsonl", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Zkušební běh", exact: true }).click();
  await expect(page.getByText("Zkušební běh – nic nebylo zapsáno")).toBeVisible();
  expect(await myAds(page)).toHaveLength(0);
  await shot(page, "dealer-feed-dry-run", true);
  await page.getByRole("button", { name: "Použít" }).click();
  await expect(page.getByText("Feed byl použit")).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await myAds(page)).length).toBe(20); // a page of My Ads

  // ten prices up by 5 % in one action
  await page.goto("/profile");
  const before = new Map((await myAds(page)).map((a) => [a.id, a.price]));
  const boxes = page.getByRole("checkbox", { name: /^Vybrat inzerát/ });
  for (let i = 0; i < 10; i++) await boxes.nth(i).check();
  await expect(page.getByText("Vybráno 10 inzerátů")).toBeVisible();
  await page.getByRole("button", { name: "Změnit cenu" }).click();
  const bulk = page.getByRole("dialog", { name: "Změnit cenu 10 inzerátů" });
  await bulk.getByLabel("O kolik procent").fill("5");
  await expect(bulk.getByRole("table", { name: "Náhled nových cen" })).toBeVisible();
  await shot(page, "bulk-price-preview");
  await bulk.getByRole("button", { name: "Změnit 10 cen" }).click();
  await expect(page.getByText("Hotovo: 10 inzerátů.")).toBeVisible();

  const after = await myAds(page);
  const raised = after.filter((a) => a.price !== before.get(a.id));
  expect(raised).toHaveLength(10);
  for (const a of raised) expect(a.price).toBe(Math.round(before.get(a.id)! * 1.05));
  // the ad page's price history shows the change
  await page.goto(`/ads/cars/${raised[0].id}`);
  await expect(page.getByRole("heading", { name: "Vývoj ceny" })).toBeVisible();

  // the stock sold elsewhere: every car archived with its reason, a page at a time (and the
  // shared demo data's home page is as the other journeys expect it again)
  for (const path of ["/profile", "/profile?page=2"]) {
    await page.goto(path);
    await page.getByRole("checkbox", { name: "Vybrat vše na stránce" }).check();
    await expect(page.getByText("Vybráno 20 inzerátů")).toBeVisible();
    await page.getByRole("button", { name: "Archivovat", exact: true }).click();
    const archive = page.getByRole("dialog", { name: "Archivovat 20 inzerátů" });
    await archive.getByRole("button", { name: "Archivovat", exact: true }).click();
    await expect(archive.getByText("Vyberte, proč inzeráty končí.")).toBeVisible();
    await archive.getByRole("radio", { name: "Prodáno jinde" }).check();
    await archive.getByRole("button", { name: "Archivovat", exact: true }).click();
    await expect(page.getByText("Hotovo: 20 inzerátů.")).toBeVisible();
  }
  const statuses = [
    ...(await myAds(page)),
    ...((await (await page.request.get("/api/my-ads/?page=2")).json()) as { ads: MyAd[] }).ads,
  ].map((a) => a.status);
  expect(statuses).toEqual(Array(40).fill("archived"));
});
