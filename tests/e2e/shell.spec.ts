import { expect, test } from "./test";
import { consentDecidedForEach, decideConsent } from "./consent";
import { expectNoHorizontalOverflow } from "./layout";
import { ownClientAddress } from "./client-address";

// The header, the footer, the static pages and the contact form, and the shell in each language.
// Consent and page views: page-views.spec.ts; the route table and headers: routes.spec.ts; the
// phone's tab bar: phone-shell.spec.ts; the signed-in header: signed-in-header.spec.ts.

// One address per test, so the contact form's per-IP limit never leaks between runs.
test.beforeEach(({ page }) => ownClientAddress(page));

test.describe("header and footer", () => {
  consentDecidedForEach();

  test("the top bar links to the main sections and the footer to the static pages", async ({
    page,
  }) => {
    await page.goto("/about");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Hlavní navigace" });
    await expect(nav.getByRole("link", { name: "Oblíbené" })).toHaveAttribute("href", "/favorites");
    await expect(nav.getByRole("link", { name: "Uložená hledání" })).toHaveAttribute(
      "href",
      "/saved-searches",
    );
    // Signed out (the current-user endpoint answers 404 or anonymous): Login.
    await expect(nav.getByRole("link", { name: "Přihlásit" })).toHaveAttribute("href", "/profile");
    await expect(nav.getByRole("link", { name: "Přidat inzerát" })).toHaveAttribute(
      "href",
      "/create-ad",
    );
    await page.getByRole("link", { name: "Vozovna – úvodní stránka" }).click();
    await expect(page).toHaveURL(/\/$/);

    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["O nás", "/about"],
      ["Časté dotazy", "/faq"],
      ["Kontakt", "/contact"],
      ["Podmínky užívání", "/terms"],
      ["Ochrana osobních údajů", "/privacy-policy"],
    ]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    for (const [name, host] of [
      ["Facebook", "facebook.com/vozovna"],
      ["Instagram", "instagram.com/vozovna"],
      ["YouTube", "youtube.com/@vozovna"],
    ]) {
      const link = footer.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", new RegExp(host));
      await expect(link).toHaveAttribute("rel", "me noopener");
    }
    await expect(footer.getByRole("link", { name: "GeoNames" })).toHaveAttribute(
      "href",
      "https://www.geonames.org/",
    );
  });

  test("the language switch keeps the page in all three languages", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Časté dotazy");
    const switchTo = (l: string) =>
      page
        .getByRole("list", { name: /Jazyk|Language|Язык/ })
        .getByRole("link", { name: l, exact: true })
        .click();
    await switchTo("en");
    await expect(page).toHaveURL(/\/en\/faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await switchTo("ru");
    await expect(page).toHaveURL(/\/ru\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Часто задаваемые вопросы");
    await switchTo("cs");
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Časté dotazy");
    // The choice is remembered.
    expect((await page.context().cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe(
      "cs",
    );
  });

  test("the back-to-top button appears after 400 px on desktop and scrolls up", async ({
    page,
  }, info) => {
    test.skip(info.project.name !== "desktop", "desktop rule");
    await page.goto("/privacy-policy");
    const button = page.getByRole("button", { name: "Zpět nahoru" });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("static pages", () => {
  consentDecidedForEach();

  const pages = {
    cs: {
      about: "O Vozovně",
      terms: "Podmínky užívání",
      faq: "Časté dotazy",
      "privacy-policy": "Zásady ochrany osobních údajů",
    },
    en: {
      about: "About Vozovna",
      terms: "Terms of Use",
      faq: "Frequently Asked Questions",
      "privacy-policy": "Privacy Policy",
    },
    ru: {
      about: "О Vozovna",
      terms: "Условия использования",
      faq: "Часто задаваемые вопросы",
      "privacy-policy": "Политика конфиденциальности",
    },
  };
  for (const [locale, list] of Object.entries(pages)) {
    test(`render on the server with heading, title, canonical and hreflang (${locale})`, async ({
      page,
      request,
    }) => {
      const prefix = locale === "cs" ? "" : `/${locale}`;
      for (const [slug, heading] of Object.entries(list)) {
        const html = await (await request.get(`${prefix}/${slug}`)).text();
        expect(html).toContain(heading); // in the first HTML, not loaded by the browser
        await page.goto(`${prefix}/${slug}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page).toHaveTitle(/ \| Vozovna$/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          new RegExp(`${prefix}/${slug}$`),
        );
        for (const l of ["cs", "en", "ru", "x-default"]) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${l}"]`)).toHaveCount(1);
        }
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      }
    });
  }

  test("links inside the markdown lead to real pages in the same language", async ({ page }) => {
    await page.goto("/en/about");
    const contact = page
      .locator("article")
      .getByRole("link", { name: /contact/i })
      .first();
    await expect(contact).toHaveAttribute("href", "/en/contact");
    await contact.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Write to us");
  });
});

test.describe("contact form", () => {
  consentDecidedForEach();

  test("shows translated validation errors, then sends the message", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Odeslat zprávu" }).click();
    await expect(page.getByText("Toto pole je povinné.")).toHaveCount(3);
    await page.getByLabel("Jméno").fill("Jana Nováková");
    await page.getByLabel("E-mail").fill("jana@");
    await page.getByLabel("Zpráva").fill("Dobrý den, chci se zeptat na inzerát.");
    await page.getByRole("button", { name: "Odeslat zprávu" }).click();
    await expect(page.getByText("Zadejte platnou e-mailovou adresu.")).toBeVisible();
    await page.getByLabel("E-mail").fill("jana@example.cz");
    const answer = page.waitForResponse((r) => r.url().includes("/api/profile/feedback/"));
    await page.getByRole("button", { name: "Odeslat zprávu" }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByText("Zpráva byla úspěšně odeslána!")).toBeVisible();
    await expect(page.getByLabel("Jméno")).toHaveValue("");
  });

  test("a server refusal shows the translated failure and keeps what was typed (en)", async ({
    page,
  }) => {
    await page.route("**/api/profile/feedback/", (route) =>
      route.fulfill({ status: 500, body: "{}" }),
    );
    await page.goto("/en/contact");
    await page.getByLabel("Name").fill("John");
    await page.getByLabel("E-mail").fill("john@example.com");
    await page.getByLabel("Message").fill("Hello");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Failed to send message. Please try again later.")).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("Hello");
  });
});

// The shell in each language fits the screen; the screenshots are for people reviewing the UI.
test.describe("the shell in each language", () => {
  const T = {
    cs: { banner: "Cookies a soukromí", menu: "Nabídka", offline: "Žádné připojení k internetu" },
    en: { banner: "Cookies and privacy", menu: "Menu", offline: "No Internet Connection" },
    ru: {
      banner: "Cookie и конфиденциальность",
      menu: "Меню",
      offline: "Нет подключения к интернету",
    },
  } as const;
  for (const locale of ["cs", "en", "ru"] as const) {
    test(`desktop and phone, ${locale} @phone`, async ({ page, context, baseURL }, info) => {
      test.slow(); // five pages and their screenshots in one test
      const shot = (name: string) =>
        `test-results/screens/${info.project.name}-${locale}-${name}.png`;
      const prefix = locale === "cs" ? "" : `/${locale}`;
      await page.goto(prefix || "/");
      const banner = page.getByRole("dialog", { name: T[locale].banner });
      await expect(banner).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: shot("consent") });
      await decideConsent(context, baseURL);
      for (const path of ["", "/about", "/contact", "/faq"]) {
        await page.goto(`${prefix}${path}` || "/");
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await expectNoHorizontalOverflow(page);
        await page.screenshot({ path: shot(path.replace("/", "") || "home") });
      }
      const footer = page.getByRole("contentinfo");
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByRole("link").first()).toBeInViewport();
      await footer.screenshot({ path: shot("footer") });
      if (info.project.name === "phone") {
        await page.getByRole("button", { name: T[locale].menu }).click();
        await expect(page.locator("#mobile-menu").getByRole("link").first()).toBeInViewport();
        await page.screenshot({ path: shot("menu") });
      }
      await page.context().setOffline(true);
      await expect(page.getByRole("heading", { name: T[locale].offline })).toBeVisible();
      await page.screenshot({ path: shot("offline") });
    });
  }
});
