import { expect, test, type APIRequestContext, type Page } from "./test";
import type { AdListItem } from "@/lib/ads/types";
import { decideConsent } from "./consent";
import { expectNoHorizontalOverflow } from "./layout";

// Compare (issue #13): 2–4 ads side by side from a shareable URL, and the ad page's price history.

test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL);
});

async function demoAds(request: APIRequestContext, page = 1, ordering = "update", extra = "") {
  const url = `/api/ads/filter/?page=${page}&ordering=${ordering}${extra}`;
  const list = (await (await request.get(url)).json()) as {
    results: AdListItem[];
  };
  return list.results;
}

const compareUrl = (ids: number[], extra = "") => `/favorites/compare?ids=${ids.join(",")}${extra}`;
const columns = (page: Page) => page.getByRole("table").getByRole("columnheader");
const rowLabels = (page: Page) => page.getByRole("table").getByRole("rowheader");

test.describe("comparing ads", () => {
  test("shows three ads side by side, only the differences, and a column removed", async ({
    page,
    request,
  }) => {
    // the cheapest demo cars: the newest ads may be ones other journeys just published
    const [a, b, c] = await demoAds(request, 1, "price");
    await page.goto(compareUrl([a.id, b.id, c.id, a.id], ",junk"));
    await expect(page.getByRole("heading", { name: "Porovnání vozů", level: 1 })).toBeVisible();
    await expect(columns(page)).toHaveCount(3);
    for (const [i, ad] of [a, b, c].entries())
      await expect(
        columns(page).nth(i).getByRole("link", { name: ad.title, exact: true }),
      ).toHaveAttribute("href", `/ads/cars/${ad.id}`);
    for (const label of ["Cena", "Cena za najetý km", "Rok výroby", "Najeto", "Výkon", "Stáří"])
      await expect(
        rowLabels(page).filter({ hasText: new RegExp(`^${label}( \\(liší se\\))?$`) }),
      ).toHaveCount(1);
    const all = await rowLabels(page).count();

    await page.getByRole("link", { name: "Jen rozdíly" }).click();
    await expect(page).toHaveURL(/diff=1/);
    // the equipment's group headings ("Výbava: Komfort") head rows of their own
    const differing = (await rowLabels(page).allTextContents()).filter(
      (l) => !l.startsWith("Výbava:"),
    );
    expect(differing.length).toBeLessThan(all);
    expect(differing.every((l) => l.endsWith("(liší se)"))).toBe(true);
    expect(differing.some((l) => l.startsWith("Cena"))).toBe(true);
    await expect(page.getByText("nejlepší").first()).toBeVisible();

    // by its column: two ads can share a title
    await columns(page)
      .nth(1)
      .getByRole("link", { name: `Odebrat z porovnání: ${b.title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`ids=${a.id},${c.id}&diff=1`));
    await expect(columns(page)).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Jen rozdíly" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("explains a link with too few ads and is not indexed", async ({ page, request }) => {
    const [a] = await demoAds(request);
    await page.goto(compareUrl([a.id], ",abc"));
    await expect(page.getByRole("heading", { name: "Není co porovnávat" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Přejít na oblíbené" })).toHaveAttribute(
      "href",
      "/favorites",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      /noindex.*nofollow/,
    );
  });

  test("speaks English at /en, with the missing ads noted @phone", async ({ page, request }) => {
    const [a, b] = await demoAds(request);
    await page.goto(`/en${compareUrl([a.id, 99_999_999, b.id])}`);
    await expect(page.getByRole("heading", { name: "Compare cars" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(
      "1 selected ad no longer exists and is left out.",
    );
    await expect(columns(page)).toHaveCount(2);
  });

  test("on a phone, shows two ads at a time and swipes to the third @phone", async ({
    page,
    request,
  }) => {
    test.skip(page.viewportSize()!.width >= 768, "phone layout");
    const [a, b, c] = await demoAds(request);
    await page.goto(compareUrl([a.id, b.id, c.id]));
    await expect(page.getByText("1–2 z 3")).toBeVisible();
    const third = columns(page).nth(2).getByRole("link", { name: c.title, exact: true });
    await expect(columns(page).nth(0)).toBeInViewport({ ratio: 0.9 });
    await expect(third).not.toBeInViewport();
    await expectNoHorizontalOverflow(page);
    await page
      .getByRole("table")
      .locator("..")
      .evaluate((el) => el.scrollBy({ left: 2000 }));
    await expect(page.getByText("2–3 z 3")).toBeVisible();
    await expect(third).toBeInViewport();
    // the row labels stay on screen while the columns move
    await expect(rowLabels(page).first()).toBeInViewport();
  });

  test("on a phone, the equipment rows' marks do not widen the page @phone", async ({
    page,
    request,
  }) => {
    test.skip(page.viewportSize()!.width >= 768, "phone layout");
    // the third column's marks carry screen-reader text, which once escaped the scroller
    const [a, b, c] = await demoAds(request, 1, "price", "&equipment=tow_bar");
    await page.goto(compareUrl([a.id, b.id, c.id]));
    await expect(rowLabels(page).filter({ hasText: "Tažné zařízení" })).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
  });
});

test("an ad whose price changed shows its price history @phone", async ({ page, request }) => {
  let found: number | null = null;
  // the cheapest demo cars: other journeys publish ads and move their prices back and forth
  for (let p = 1; p <= 8 && found === null; p++)
    for (const ad of await demoAds(request, p, "price")) {
      if ((await (await request.get(`/ads/cars/${ad.id}`)).text()).includes("Vývoj ceny")) {
        found = ad.id;
        break;
      }
    }
  expect(found, "a demo ad with earlier prices").not.toBeNull();
  await page.goto(`/ads/cars/${found}`);
  const section = page.getByRole("region", { name: "Vývoj ceny" });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole("listitem")).not.toHaveCount(0);
  await expect(section.getByRole("listitem").last()).toContainText("původní cena");
  // a price that went back to where it started totals 0 Kč
  await expect(section.getByText(/^Celkem ([−+]\d|0\sKč)/)).toBeVisible();
});
