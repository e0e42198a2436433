import { expect, test, type Page } from "./test";
import { consentDecidedForEach } from "./consent";
import { ownClientAddress } from "./client-address";
import { at, findAd, signIn } from "./ad-detail.helpers";

// The ad page as visitors land on it (seed 001 §2.1): the first HTML, the gallery, the contact,
// the description language, the phone layout. Archiving from the ad page: ad-archiving.spec.ts;
// the 404 and 410 views: ad-missing-archived.spec.ts.

consentDecidedForEach();
test.beforeEach(({ page }) => ownClientAddress(page));

const isPhone = (page: Page) => page.viewportSize()!.width < 768;

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
