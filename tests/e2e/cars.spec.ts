import { expect, test, type APIRequestContext, type Locator, type Page } from "./test";
import { shot } from "./accounts.helpers";
import { ownClientAddress } from "./client-address";
import { decideConsent } from "./consent";

// Issue 17, one car across listings: the ad page of a car listed twice shows "Tento vůz je
// inzerován také", and after the admin splits the other listing off in /admin ("Vozy") the
// section is gone, for the signed-in admin and in the cached page anonymous readers get.
// The cars come from the demo (lib/demo puts a few cars on bazos and here, matched by VIN): with
// none, the journey is skipped and says why.

const DEMO_PASSWORD = "vozovna-demo";
const ALSO_LISTED = "Tento vůz je inzerován také";
const at = (pathname: string) => (url: URL) => url.pathname === pathname;

test.beforeEach(async ({ page, context, baseURL }) => {
  await decideConsent(context, baseURL);
  await ownClientAddress(page);
});

async function signInAdmin(page: Page, next: string) {
  await page.goto(`/accounts/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill("admin@demo.vozovna.cz");
  await page.getByLabel("Heslo").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Přihlásit se" }).click();
  await expect(page).toHaveURL(at("/admin"));
}

interface Row {
  id: number;
  title: string;
  active: boolean;
}

/** The listings of a car's article in the "Vozy" tab, as links name them ("#12 Title"). */
async function rowsOf(car: Locator): Promise<Row[]> {
  const rows: Row[] = [];
  for (const item of await car.getByRole("listitem").all()) {
    const link = item.getByRole("link").first();
    const href = (await link.getAttribute("href")) ?? "";
    const name = ((await link.textContent()) ?? "").trim();
    rows.push({
      id: Number(href.split("/").pop()),
      title: name.replace(/^#\d+\s*/, ""),
      active: (await item.getByText("Aktivní", { exact: true }).count()) > 0,
    });
  }
  return rows;
}

/** The first car on the tab with two active listings: the ad page shows one from the other. */
async function findCar(page: Page) {
  for (const car of await page.getByRole("article", { name: /^Vůz #\d+$/ }).all()) {
    const rows = await rowsOf(car);
    const active = rows.filter((r) => r.active);
    if (active.length >= 2) return { car, rows, shown: active[0], other: active[1] };
  }
  return null;
}

/** The anonymous page (the page cache's copy when it has one) names the other listing or not. */
async function anonymousShows(request: APIRequestContext, adId: number, otherId: number) {
  const res = await request.get(`/ads/cars/${adId}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  return html.includes(ALSO_LISTED) && html.includes(`href="/ads/cars/${otherId}"`);
}

test("@phone the ad page shows the car's other listing; the admin splits it off and it is gone", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAdmin(page, "/admin");
  await page.getByRole("link", { name: "Vozy" }).click();
  await expect(page).toHaveURL(/tab=cars/);
  const found = await findCar(page);
  test.skip(
    !found,
    "The demo has no car with two active listings yet (the demo seed of issue 17 adds them): nothing to show or split.",
  );
  const { car, rows, shown, other } = found!;
  await expect(car.getByText(/stejný VIN|podobné fotky/).first()).toBeVisible();
  await shot(page, "admin-cars");

  // anonymous readers (and the page cache) see the other listing on the shown one's page
  expect(await anonymousShows(request, shown.id, other.id)).toBe(true);
  await page.goto(`/ads/cars/${shown.id}`);
  const section = page.getByRole("region", { name: ALSO_LISTED });
  await expect(section).toBeVisible();
  await expect(section.locator(`a[href="/ads/cars/${other.id}"]`)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shot(page, "ad-also-listed");

  // the admin splits the other listing off, after confirming
  await page.goto("/admin?tab=cars");
  const article = page.getByRole("article", {
    name: (await car.getAttribute("aria-label"))!,
    exact: true,
  });
  await article
    .getByRole("button", { name: `Oddělit inzerát #${other.id} ${other.title} od vozu` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Oddělit inzerát od vozu?" });
  await expect(dialog).toContainText(other.title);
  await dialog.getByRole("button", { name: "Oddělit" }).click();
  await expect(dialog).toBeHidden();
  if (rows.length === 2) await expect(article).toBeHidden();
  else await expect(article.locator(`a[href="/ads/cars/${other.id}"]`)).toHaveCount(0);

  // the ad page no longer names it, for the admin nor from the cache
  await page.goto(`/ads/cars/${shown.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(`main a[href="/ads/cars/${other.id}"]`)).toHaveCount(0);
  if (rows.filter((r) => r.active).length === 2) await expect(section).toBeHidden();
  expect(await anonymousShows(request, shown.id, other.id)).toBe(false);

  // the audit log has the decision
  await page.goto("/admin?tab=audit");
  await expect(
    page.getByRole("row").filter({ hasText: "Oddělení inzerátu od vozu" }).first(),
  ).toContainText("admin@demo.vozovna.cz");
});
