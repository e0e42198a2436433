import { expect, test, type Locator, type Page } from "./test";
import { PASSWORD, shot, signUpVerified } from "./accounts.helpers";
import { decideConsent } from "./consent";
import { expectNoHorizontalOverflow } from "./layout";
import { ownClientAddress } from "./client-address";

type Ad = { id: number; title: string; make: string; seller_profile_id: number | null };

/** Two ads of different makes from the first page of results: one to heart there, one on its page. */
async function twoMakes(page: Page): Promise<[Ad, Ad]> {
  const res = await page.request.get("/api/ads/filter/");
  const { results } = (await res.json()) as { results: Ad[] };
  const a = results[0];
  const b = results.find((r) => r.make !== a.make)!;
  return [a, b];
}

const results = (page: Page) => page.getByRole("region", { name: "Výsledky hledání" });
/** The card of this ad on the page or inside `scope`, by its link (other journeys may publish ads of the same title). */
const card = (page: Page, ad: Ad, scope: Page | Locator = page) =>
  scope.getByRole("article").filter({ has: page.locator(`a[href$="/ads/cars/${ad.id}"]`) });

/** Hearts the ad in `scope` (clicking again only if a click before hydration was lost). */
async function heartIn(scope: Locator) {
  const add = scope.getByRole("button", { name: "Přidat do oblíbených" });
  const remove = scope.getByRole("button", { name: "Odebrat z oblíbených" });
  await expect(async () => {
    if (await add.isVisible()) await add.click({ timeout: 2000 });
    await expect(remove).toHaveAttribute("aria-pressed", "true", { timeout: 2000 });
  }).toPass();
}

test.beforeEach(async ({ page, context, baseURL }) => {
  await decideConsent(context, baseURL);
  await ownClientAddress(page);
});

/** The ids this browser keeps signed out (lib/favorites/guest-store.ts), newest first. */
const savedInBrowser = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem("vozovna.favorites");
    return raw ? (JSON.parse(raw) as { items: { id: number }[] }).items.map((i) => i.id) : null;
  });

test("signed out, the heart saves ads in this browser and /favorites lists them", async ({
  page,
}) => {
  const [a, b] = await twoMakes(page);
  await page.goto("/");
  await heartIn(card(page, a, results(page)));
  // no sign-in on the way: the visitor stays on the results
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await page.goto(`/ads/cars/${b.id}`);
  await heartIn(page.getByRole("group", { name: "Akce s inzerátem" }));
  expect(await savedInBrowser(page)).toEqual([b.id, a.id]);
  // the browser remembers: a reload shows the heart filled
  await page.reload();
  await expect(
    page
      .getByRole("group", { name: "Akce s inzerátem" })
      .getByRole("button", { name: "Odebrat z oblíbených" }),
  ).toHaveAttribute("aria-pressed", "true");

  await page.goto("/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "Oblíbené" })).toBeVisible();
  await expect(card(page, a)).toBeVisible();
  await expect(card(page, b)).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Značky" }).getByRole("button", { name: "Vše 2" }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("a oblíbené budou na všech vašich zařízeních")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Přihlaste se" })).toHaveAttribute(
    "href",
    "/accounts/login?next=%2Ffavorites",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex, nofollow/);
  await expect(page).toHaveTitle(/^Oblíbené \| Vozovna/);
  await shot(page, "favorites-guest-cs", true);

  // the comparison works from them as well
  await page.getByRole("checkbox", { name: `Porovnat: ${b.title}` }).check();
  await page.getByRole("checkbox", { name: `Porovnat: ${a.title}` }).check();
  await page.getByRole("link", { name: "Porovnat (2)" }).click();
  await expect(page).toHaveURL(new RegExp(`/favorites/compare\\?ids=${b.id},${a.id}$`));
  await expect(page.getByRole("heading", { name: "Porovnání vozů", level: 1 })).toBeVisible();

  // removing one removes its card, for good
  await page.goto("/favorites");
  await card(page, a).getByRole("button", { name: "Odebrat z oblíbených" }).click();
  await expect(card(page, a)).toHaveCount(0);
  await page.reload();
  await expect(card(page, b)).toBeVisible();
  await expect(card(page, a)).toHaveCount(0);
  expect(await savedInBrowser(page)).toEqual([b.id]);
});

test("favourites saved signed out join the account at sign-in", async ({ page }) => {
  test.slow(); // a sign-up, a sign-in and several page loads: ~30 s on a loaded machine
  const email = await signUpVerified(page, "guestfav");
  await page.context().clearCookies();
  const [ad] = await twoMakes(page);
  await page.goto(`/ads/cars/${ad.id}`);
  await heartIn(page.getByRole("group", { name: "Akce s inzerátem" }));

  await page.goto("/favorites");
  await expect(card(page, ad)).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Přihlaste se" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Heslo").fill(PASSWORD);
  await page.getByRole("button", { name: "Přihlásit se" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/favorites");
  await expect(
    page.getByText("Oblíbené z tohoto prohlížeče jsme přidali k vašemu účtu."),
  ).toBeVisible();
  // the account's list, now with the ad (the signed-in page has the price-drop switch)
  await expect(card(page, ad)).toBeVisible();
  await expect(page.getByLabel("Poslat mi e-mail, když cena oblíbeného vozu klesne")).toBeVisible();
  const ids = (await (await page.request.get("/api/favorites/ids/")).json()) as {
    favorite_ids: number[];
  };
  expect(ids.favorite_ids).toEqual([ad.id]);
  expect(await savedInBrowser(page)).toBeNull();
  // done once: a reload says nothing more and keeps it
  await page.reload();
  await expect(card(page, ad)).toBeVisible();
  await expect(
    page.getByText("Oblíbené z tohoto prohlížeče jsme přidali k vašemu účtu."),
  ).toHaveCount(0);
});

test("favourite from the results and the ad page, filter by make, compare, remove", async ({
  page,
}) => {
  test.slow(); // a sign-up and a dozen page loads and clicks: ~30 s on a loaded machine
  await signUpVerified(page, "fav");
  await page.getByRole("link", { name: "Pokračovat" }).click();
  const [a, b] = await twoMakes(page);

  await page.goto("/");
  await heartIn(card(page, a, results(page)));
  await shot(page, "results-heart-cs");

  await page.goto(`/ads/cars/${b.id}`);
  const actions = page.getByRole("group", { name: "Akce s inzerátem" });
  await heartIn(actions);
  await shot(page, "ad-page-heart-cs");
  // the server has it: a reload shows the heart filled
  await page.reload();
  await expect(actions.getByRole("button", { name: "Odebrat z oblíbených" })).toBeVisible();
  // the seller's page shows the same heart filled
  if (b.seller_profile_id) {
    await page.goto(`/sellers/${b.seller_profile_id}`);
    await expect(
      card(page, b).getByRole("button", { name: "Odebrat z oblíbených" }),
    ).toHaveAttribute("aria-pressed", "true");
  }

  await page.goto("/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "Oblíbené" })).toBeVisible();
  await expect(card(page, a)).toBeVisible();
  await expect(card(page, b)).toBeVisible();
  const chips = page.getByRole("navigation", { name: "Značky" });
  await expect(chips.getByRole("button", { name: "Vše 2" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await chips.getByRole("button", { name: `${b.make} 1` }).click();
  await expect(card(page, b)).toBeVisible();
  await expect(card(page, a)).toHaveCount(0);
  await chips.getByRole("button", { name: "Vše 2" }).click();
  await expect(card(page, a)).toBeVisible();
  await expect(page.getByLabel("Poslat mi e-mail, když cena oblíbeného vozu klesne")).toBeChecked();

  // compare: the selection in the order chosen
  await page.getByRole("checkbox", { name: `Porovnat: ${b.title}` }).check();
  await expect(page.getByText("Vyberte 2 až 4 vozy k porovnání")).toBeVisible();
  await page.getByRole("checkbox", { name: `Porovnat: ${a.title}` }).check();
  await expect(page.getByRole("link", { name: "Porovnat (2)" })).toHaveAttribute(
    "href",
    `/favorites/compare?ids=${b.id},${a.id}`,
  );
  await shot(page, "favorites-cs", true);

  // the price-drop e-mail opt-out is saved
  await page.getByLabel("Poslat mi e-mail, když cena oblíbeného vozu klesne").uncheck();
  await expect
    .poll(async () => (await (await page.request.get("/api/favorites/settings/")).json()) as object)
    .toEqual({ price_drop_alerts: false });

  // removing a favourite removes its card, for good
  await card(page, a).getByRole("button", { name: "Odebrat z oblíbených" }).click();
  await expect(card(page, a)).toHaveCount(0);
  await expect(
    page.getByRole("navigation", { name: "Značky" }).getByRole("button", { name: "Vše 1" }),
  ).toBeVisible();
  await page.reload();
  await expect(card(page, b)).toBeVisible();
  await expect(card(page, a)).toHaveCount(0);
  await expect(
    page.getByLabel("Poslat mi e-mail, když cena oblíbeného vozu klesne"),
  ).not.toBeChecked();

  await page.goto("/en/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "Favourites" })).toBeVisible();
  await shot(page, "favorites-en", true);

  await card(page, b).getByRole("button", { name: "Remove from favourites" }).click();
  await expect(page.getByRole("heading", { name: "No favourite cars yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start browsing" })).toHaveAttribute("href", "/en");
  await shot(page, "favorites-empty-en", true);
});

test("favourites on a phone @phone", async ({ page }) => {
  test.slow(); // a sign-up and five page loads on a phone's viewport
  await signUpVerified(page, "fav");
  await page.getByRole("link", { name: "Pokračovat" }).click();
  const [a, b] = await twoMakes(page);
  await page.goto("/");
  await heartIn(card(page, a, results(page)));
  await page.goto(`/ads/cars/${b.id}`);
  await heartIn(page.getByRole("group", { name: "Akce s inzerátem" }));

  await page.goto("/favorites");
  await expect(card(page, a)).toBeVisible();
  await expect(card(page, b)).toBeVisible();
  await page.getByRole("checkbox", { name: `Porovnat: ${a.title}` }).check();
  await page.getByRole("checkbox", { name: `Porovnat: ${b.title}` }).check();
  const compare = page.getByRole("link", { name: "Porovnat (2)" });
  await expect(compare).toBeInViewport();
  await expectNoHorizontalOverflow(page);
  await shot(page, "favorites-cs", true);
  await page.goto("/ru/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "Избранное" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await shot(page, "favorites-ru", true);
});
