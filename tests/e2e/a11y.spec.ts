import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "./test";
import { signIn } from "./accounts.helpers";
import { consentDecidedForEach } from "./consent";
import { slidInSheet } from "./layout";

// axe-core on each page type (issue 12, block 10): WCAG 2.0 and 2.1, levels A and AA, on the
// desktop and the phone project, in Czech, and in English and Russian for the home and an ad.

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
// axe walks every node of a page: on a busy machine the results page takes longer than the default 30 s
test.describe.configure({ timeout: 90_000 });
const isPhone = (page: Page) => page.viewportSize()!.width < 768;

/**
 * Left out on purpose, each a known gap rather than a pass:
 * - a result card's photo strip scrolls sideways by touch but takes no keyboard focus: its link is
 *   out of the tab order on purpose (the card's title link opens the same ad, whose gallery shows
 *   every photo), so keyboard users reach the same photos there.
 */
const KNOWN_GAPS = ["article a[tabindex='-1'] > span.overflow-x-auto"];

async function expectAccessible(page: Page) {
  let axe = new AxeBuilder({ page }).withTags(WCAG);
  for (const selector of KNOWN_GAPS) axe = axe.exclude(selector);
  const { violations } = await axe.analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`,
  );
  expect(found, page.url()).toEqual([]);
}

type Listed = { results: { id: number; seller_profile_id?: number }[] };
const firstAd = async (request: APIRequestContext) =>
  ((await (await request.get("/api/ads/filter/")).json()) as Listed).results[0].id;

async function archivedAdId(request: APIRequestContext) {
  for (let id = 1; id <= 150; id++)
    if ((await request.get(`/api/ads/cars/${id}/`)).status() === 410) return id;
  throw new Error("no archived demo ad");
}

test.describe("pages have no axe violations @phone", () => {
  consentDecidedForEach();

  for (const prefix of ["", "/en", "/ru"]) {
    test(`home ${prefix || "/cs"}`, async ({ page }) => {
      await page.goto(prefix || "/");
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectAccessible(page);
    });

    test(`ad detail ${prefix || "/cs"}`, async ({ page, request }) => {
      await page.goto(`${prefix}/ads/cars/${await firstAd(request)}`);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectAccessible(page);
    });
  }

  for (const path of [
    "/?make=%C5%A0koda&ordering=price",
    "/skoda",
    "/skoda/octavia",
    "/about",
    "/faq",
    "/terms",
    "/privacy-policy",
    "/contact",
    "/accounts/login",
    "/accounts/signup",
    "/accounts/password/reset",
  ]) {
    test(`page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectAccessible(page);
    });
  }

  test("a missing ad (404)", async ({ page }) => {
    await page.goto("/ads/cars/99999999");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("an archived ad (410)", async ({ page, request }) => {
    await page.goto(`/ads/cars/${await archivedAdId(request)}`);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("a seller's page", async ({ page, request }) => {
    const ad = (await (await request.get(`/api/ads/cars/${await firstAd(request)}/`)).json()) as {
      seller_profile_id: number;
    };
    await page.goto(`/sellers/${ad.seller_profile_id}`);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("the profile, signed in", async ({ page }) => {
    await signIn(page, "kupujici@demo.vozovna.cz", "vozovna-demo");
    await expect(
      page.getByRole("button", { name: "Vytvořit profil prodejce" }).first(),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test("the make picker, open", async ({ page }) => {
    await page.goto("/");
    await (isPhone(page) ? page : page.getByRole("form", { name: "Hledání vozů" }))
      .getByRole("button", { name: "Značka" })
      .click();
    if (isPhone(page))
      await slidInSheet(page, page.getByRole("dialog", { name: "Značka" }), "Značka");
    else await expect(page.getByRole("option", { name: "Škoda" }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("the offline screen", async ({ page, context }) => {
    await page.goto("/about");
    await context.setOffline(true);
    await expect(page.getByRole("heading", { name: "Žádné připojení k internetu" })).toBeVisible();
    await expectAccessible(page);
    await context.setOffline(false);
  });
});

test.describe("cookie consent has no axe violations @phone", () => {
  test("the banner, then the settings dialog", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("dialog", { name: "Cookies a soukromí" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Jen nezbytné" }).click();
    await page.getByRole("button", { name: "Nastavení cookies" }).click();
    await expect(
      page
        .getByRole("dialog", { name: "Nastavení cookies" })
        .getByRole("checkbox", { name: "Analytické" }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
