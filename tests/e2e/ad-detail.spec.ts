import { expect, test, type APIRequestContext, type Page } from "./test";
import type { AdListItem, CarAd } from "@/lib/ads/types";
import { decideConsent } from "./consent";
import { ownClientAddress } from "./client-address";

// The ad page as visitors land on it (seed 001 §2.1, §2.2, §4): the first HTML, the gallery,
// the contact, the description language, archiving, the 404 and 410 views, the phone layout.

const DEMO_PASSWORD = "vozovna-demo";
const isPhone = (page: Page) => page.viewportSize()!.width < 768;
/** A URL matcher on the path alone (a `next=/profile` query must not count as being there). */
const at = (pathname: string) => (url: URL) => url.pathname === pathname;

test.beforeEach(async ({ page, context, baseURL }) => {
  await decideConsent(context, baseURL);
  await ownClientAddress(page);
});

/** The first active demo ad (newest first) whose API answer passes `pick`. */
async function findAd(request: APIRequestContext, pick: (ad: CarAd) => boolean): Promise<CarAd> {
  for (let page = 1; page <= 8; page++) {
    const list = (await (await request.get(`/api/ads/filter/?page=${page}`)).json()) as {
      results: AdListItem[];
    };
    for (const item of list.results) {
      const ad = (await (await request.get(`/api/ads/cars/${item.id}/`)).json()) as CarAd;
      if (pick(ad)) return ad;
    }
  }
  throw new Error("no demo ad fits");
}

async function signIn(page: Page, email: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Heslo").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Přihlásit se" }).click();
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- structured data is inspected loosely
    (m) => JSON.parse(m[1]) as Record<string, any>,
  );

test.describe("a visitor landing on an ad", () => {
  test("gets the whole ad in the first HTML, with structured data that matches it", async ({
    request,
  }) => {
    const ad = await findAd(
      request,
      (a) => !!a.seller_user_id && a.image_links.length >= 3 && a.mileage_km != null,
    );
    const res = await request.get(`/ads/cars/${ad.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(
      new RegExp(
        `<title>${ad.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} – [^<]+ \\| Vozovna</title>`,
      ),
    );
    expect(html).toContain(
      `<link rel="canonical" href="http://localhost:${new URL(res.url()).port}/ads/cars/${ad.id}"/>`,
    );
    expect(html).toContain('hrefLang="ru"');
    expect(html).toContain('property="og:image"');
    // the main photo, the LCP element: sized, eager, high priority
    expect(html).toMatch(
      /<img src="[^"]+" srcSet="[^"]+" sizes="[^"]+" width="\d+" height="\d+" alt="[^"]+" fetchPriority="high" loading="eager"/,
    );
    const [car, crumbs] = jsonLd(html);
    expect(car).toMatchObject({
      "@type": "Car",
      name: ad.title,
      brand: { name: ad.make },
      model: ad.model,
      vehicleModelDate: String(ad.year),
      mileageFromOdometer: { value: ad.mileage_km, unitCode: "KMT" },
      offers: {
        "@type": "Offer",
        price: ad.price,
        priceCurrency: "CZK",
        availability: "https://schema.org/InStock",
      },
    });
    expect(car.image).toHaveLength(ad.image_links.length);
    expect(crumbs["@type"]).toBe("BreadcrumbList");
    expect(crumbs.itemListElement.at(-1).name).toBe(ad.title);
  });

  test("reads the breadcrumb, header, specification and seller @phone", async ({
    page,
    request,
  }) => {
    const ad = await findAd(
      request,
      (a) => !!a.seller_user_id && !!a.generation && !!a.fuel_type && !!a.transmission,
    );
    await page.goto(`/ads/cars/${ad.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(ad.title);
    await expect(page.getByText(/Kč$/).first()).toBeVisible();
    await expect(page.getByText(/^Vloženo \d{2}\. \p{L}{3} \d{4}$/u)).toBeVisible(); // Czech day with a period
    const specs = page.getByRole("region", { name: "Parametry" });
    await expect(specs.getByText("Rok výroby")).toBeVisible();
    await expect(specs.getByText(String(ad.year), { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Prodejce" })
        .getByRole("button", { name: "Kontaktovat prodejce" }),
    ).toBeVisible();
    if (isPhone(page)) {
      await expect(page.getByRole("navigation", { name: "Spodní navigace" })).toHaveCount(0); // no tab bar here
      return;
    }
    const crumbs = page.getByRole("navigation", { name: "Drobečková navigace" });
    await expect(crumbs.getByRole("link", { name: ad.make, exact: true })).toHaveAttribute(
      "href",
      /^\/[a-z0-9-]+$/,
    );
    // a generation may bear its model's name (Renault's Austral): its crumb follows the model's
    await crumbs.getByRole("link", { name: ad.generation!, exact: true }).last().click();
    await expect(page).toHaveURL(new RegExp(`generations%22%3A%5B${ad.generation_id}%5D`));
    const cards = page.getByRole("region", { name: "Výsledky hledání" }).getByRole("article");
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(text).toContain(ad.model);
  });
});

test.describe("the gallery", () => {
  test("opens full screen on the clicked photo; arrows, keys and the zoomable grid move through it @phone", async ({
    page,
    request,
  }) => {
    // demo ads have 3 or 4 distinct photos; the "+N" tile of longer galleries is gallery.test.tsx's
    const ad = await findAd(request, (a) => a.image_links.length >= 4);
    const n = ad.image_links.length;
    await page.goto(`/ads/cars/${ad.id}`);
    const dialog = page.getByRole("dialog", { name: `Fotografie: ${ad.title}` });
    if (isPhone(page)) {
      await expect(page.getByText(`1 / ${n}`)).toBeVisible();
      await page
        .locator("[data-gallery-strip]")
        .evaluate((el) => el.scrollTo({ left: el.clientWidth }));
      await expect(page.getByText(`2 / ${n}`)).toBeVisible();
    }
    await page.getByRole("button", { name: `${ad.title} – fotografie 2 z ${n}` }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`2 / ${n}`)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText(`3 / ${n}`)).toBeVisible();
    await dialog.getByRole("button", { name: "Další fotografie" }).click();
    await expect(dialog.getByText(`4 / ${n}`)).toBeVisible();
    await dialog.getByRole("button", { name: "Předchozí fotografie" }).click();
    await expect(dialog.getByText(`3 / ${n}`)).toBeVisible();
    await dialog.getByRole("button", { name: "Všechny fotografie" }).click();
    const grid = dialog.getByRole("list", { name: "Všechny fotografie" });
    await expect(grid.getByRole("button")).toHaveCount(n);
    await grid.getByRole("button", { name: `${ad.title} – fotografie ${n} z ${n}` }).click();
    await expect(dialog.getByText(`${n} / ${n}`)).toBeVisible();
    await expect(
      dialog.getByRole("img", { name: `${ad.title} – fotografie ${n} z ${n}` }),
    ).toBeInViewport();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("contact and description", () => {
  test("a signed-out visitor signs in first, then sees the verified seller's phone and e-mail @phone", async ({
    page,
    request,
  }) => {
    const ad = await findAd(
      request,
      (a) => !!a.seller_user_id && a.seller_user_id !== "demo-buyer",
    );
    await page.goto(`/ads/cars/${ad.id}`);
    await page.getByRole("button", { name: "Kontaktovat prodejce" }).click();
    await expect(page).toHaveURL(new RegExp(`/profile\\?next=%2Fads%2Fcars%2F${ad.id}$`));
    await page.getByRole("link", { name: "Přihlásit se" }).click();
    await signIn(page, "kupujici@demo.vozovna.cz");
    await expect(page).toHaveURL(at(`/ads/cars/${ad.id}`));
    await page.getByRole("button", { name: "Kontaktovat prodejce" }).click();
    const dialog = page.getByRole("dialog", { name: /^Kontakt na prodejce/ });
    await expect(dialog.getByRole("link", { name: /^Telefon: \+420/ })).toHaveAttribute(
      "href",
      /^tel:\+420\d{9}$/,
    );
    await expect(dialog.getByRole("link", { name: /^E-mail: / })).toHaveAttribute(
      "href",
      /^mailto:.+@.+/,
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("on a phone, a bar with the price, Volat and Napsat stays at hand once the seller card scrolls away @phone", async ({
    page,
    request,
  }) => {
    test.skip(!isPhone(page), "the bar is the phone's");
    const ad = await findAd(
      request,
      (a) => !!a.seller_user_id && a.seller_user_id !== "demo-buyer" && a.source === "own",
    );
    await page.goto(`/ads/cars/${ad.id}`);
    const bar = page.getByRole("region", { name: "Kontakt na prodejce" });
    await page.locator("#seller-card").scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(/\d\sKč/);
    await expect(bar.getByRole("button", { name: "Napsat" })).toBeVisible();
    // the reveal rules are the card's: signed out, Volat asks to sign in first
    await bar.getByRole("button", { name: "Volat" }).click();
    await expect(page).toHaveURL(new RegExp(`/profile\\?next=%2Fads%2Fcars%2F${ad.id}$`));
  });

  test("an imported ad without a verified seller links out to its source in a new tab", async ({
    page,
    request,
  }) => {
    const ad = await findAd(request, (a) => !a.seller_user_id && !!a.source_link);
    await page.goto(`/ads/cars/${ad.id}`);
    const out = page.getByRole("link", { name: /^Otevřít inzerát na (Bazoš|Facebook)/ });
    await expect(out).toHaveAttribute("href", ad.source_link!);
    await expect(out).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("button", { name: "Kontaktovat prodejce" })).toHaveCount(0);
  });

  test("English and Russian readers get the machine translation, with a switch to the Czech original", async ({
    page,
    request,
  }) => {
    const ad = await findAd(
      request,
      (a) => a.source !== "own" && !!a.desc_en && !!a.desc_ru && !!a.desc_cz,
    );
    const start = (text: string) => text.split("\n")[0].slice(0, 40);
    await page.goto(`/en/ads/cars/${ad.id}`);
    const description = page.getByRole("region", { name: "Description" });
    await expect(description).toContainText("This description was machine-translated from Czech.");
    await expect(description).toContainText(start(ad.desc_en!));
    await description.getByRole("button", { name: "Show the original (Czech)" }).click();
    await expect(description.locator('p[lang="cs"]')).toContainText(start(ad.desc_cz!));
    await description.getByRole("button", { name: "Show the translation" }).click();
    await expect(description.locator('p[lang="en"]')).toContainText(start(ad.desc_en!));

    await page.goto(`/ru/ads/cars/${ad.id}`);
    await expect(page.getByRole("region", { name: "Описание" })).toContainText(start(ad.desc_ru!));
    await page.goto(`/ads/cars/${ad.id}`);
    await expect(page.getByRole("region", { name: "Popis" })).toContainText(start(ad.desc_cz!));
    await expect(page.getByText("automaticky přeložen")).toHaveCount(0);
  });
});

test.describe("archiving", () => {
  test("the seller archives an ad, goes to the profile, and the ad then answers 410 with the archived view", async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto("/accounts/login?next=/profile");
    await signIn(page, "prodejce@demo.vozovna.cz");
    await expect(page).toHaveURL(at("/profile"));
    const mine = (await (await page.request.get("/api/my-ads/")).json()) as { ads: AdListItem[] };
    const ad = mine.ads.find((a) => a.status === "active")!;
    await page.goto(`/ads/cars/${ad.id}`);
    await expect(page.getByRole("link", { name: "Upravit", exact: true })).toHaveAttribute(
      "href",
      `/ads/cars/${ad.id}/edit`,
    );
    await page.getByRole("button", { name: "Archivovat", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Archivovat inzerát?" });
    await dialog.getByRole("button", { name: "Zrušit" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Archivovat", exact: true }).click();
    // it asks why the ad ends (issue 32): not without an answer
    await dialog.getByRole("button", { name: "Archivovat" }).click();
    await expect(dialog.getByText("Vyberte prosím, proč inzerát končí.")).toBeVisible();
    await dialog.getByRole("radio", { name: "Prodáno přes Vozovnu" }).check();
    await dialog.getByRole("button", { name: "Archivovat" }).click();
    await expect(page).toHaveURL(at("/profile"));

    expect((await request.get(`/ads/cars/${ad.id}`)).status()).toBe(410);
    expect((await request.get(`/api/ads/cars/${ad.id}/`)).status()).toBe(410);
    // a visitor's view (the seller's own is tests/e2e/owner-actions.spec.ts)
    await page.context().clearCookies();
    await decideConsent(page.context(), baseURL);
    await page.goto(`/ads/cars/${ad.id}`);
    await expect(
      page.getByRole("heading", { name: "Tento inzerát už není aktivní" }),
    ).toBeVisible();
    const similar = page.getByRole("region", { name: "Podobné inzeráty" });
    const none = page.getByText("Podobné inzeráty teď nemáme.");
    await expect(similar.or(none)).toBeVisible();
    if (await similar.isVisible()) {
      await expect(similar.getByRole("article").first()).toBeVisible();
      await expect(
        similar.getByRole("link", { name: new RegExp(`^Všechny inzeráty ${ad.make} ${ad.model}`) }),
      ).toBeVisible();
    }
  });

  test("an admin archives another seller's ad through Archive (Admin); visitors see neither control", async ({
    page,
    request,
  }) => {
    const ad = await findAd(
      request,
      (a) => a.seller_profile_id !== null && a.seller_user_id !== "demo-admin",
    );
    await page.goto(`/ads/cars/${ad.id}`);
    await expect(page.getByRole("button", { name: /^Archivovat/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Upravit/ })).toHaveCount(0);

    await page.goto(`/accounts/login?next=/ads/cars/${ad.id}`);
    await signIn(page, "admin@demo.vozovna.cz");
    await expect(page).toHaveURL(at(`/ads/cars/${ad.id}`));
    await expect(page.getByRole("link", { name: "Upravit (Admin)" })).toHaveAttribute(
      "href",
      `/ads/cars/${ad.id}/edit`,
    );
    await page.getByRole("button", { name: "Archivovat (Admin)" }).click();
    const dialog = page.getByRole("dialog", { name: "Archivovat inzerát jako administrátor?" });
    await dialog.getByLabel("Důvod archivace").fill("Duplicitní inzerát");
    await dialog.getByRole("button", { name: "Archivovat" }).click();
    await expect(
      page.getByRole("heading", { name: "Tento inzerát už není aktivní" }),
    ).toBeVisible();
  });
});

test.describe("missing and archived ads", () => {
  test("a missing ad answers 404 with four popular searches and a home button, in every language @phone", async ({
    page,
    request,
  }) => {
    for (const [prefix, title] of [
      ["", "Inzerát nenalezen"],
      ["/en", "Ad not found"],
      ["/ru", "Объявление не найдено"],
    ]) {
      expect((await request.get(`${prefix}/ads/cars/99999999`)).status()).toBe(404);
      const res = await page.goto(`${prefix}/ads/cars/99999999`);
      expect(res!.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Vozovna`);
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
        "content",
        /noindex/,
      );
    }
    await page.goto("/ads/cars/99999999");
    const quick = page.getByRole("navigation", { name: "Oblíbená hledání" }).getByRole("link");
    await expect(quick).toHaveCount(4);
    await quick.first().click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/^Ojeté vozy /);
    await page.goto("/ads/cars/99999999");
    await page.getByRole("link", { name: "Zpět na hlavní stránku" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an archived ad answers 410 and is not indexed, in every language", async ({
    page,
    request,
  }) => {
    let id = 0;
    for (let i = 1; i <= 150 && !id; i++)
      if ((await request.get(`/api/ads/cars/${i}/`)).status() === 410) id = i;
    expect(id).toBeGreaterThan(0);
    for (const [prefix, title] of [
      ["", "Tento inzerát už není aktivní"],
      ["/en", "This ad is no longer active"],
      ["/ru", "Это объявление больше не активно"],
    ]) {
      const res = await page.goto(`${prefix}/ads/cars/${id}`);
      expect(res!.status()).toBe(410);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
        "content",
        /noindex/,
      );
      await expect(page.getByRole("contentinfo")).toBeVisible(); // the site's layout stays
    }
  });
});

test("on a phone the back button returns to the last search, and there is no tab bar @phone", async ({
  page,
  request,
}) => {
  test.skip(!isPhone(page), "phone layout");
  const ad = await findAd(request, (a) => a.image_links.length > 0);
  await page.goto("/skoda");
  await expect(page.getByRole("navigation", { name: "Spodní navigace" })).toBeVisible();
  // the search page remembers itself once hydrated; a reader spends longer there than a test
  await page.waitForFunction(() =>
    localStorage.getItem("vozovna:lastSearch")?.includes('"/skoda"'),
  );
  await page.goto(`/ads/cars/${ad.id}`);
  await expect(page.getByRole("navigation", { name: "Spodní navigace" })).toHaveCount(0);
  await page.getByRole("link", { name: "Zpět na hledání" }).click();
  await expect(page).toHaveURL(/\/skoda$/);
});
