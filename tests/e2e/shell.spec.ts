import { expect, test, type Page } from "@playwright/test";
import { decideConsent } from "./consent";
import { expectNoHorizontalOverflow } from "./layout";
import { ownClientAddress } from "./client-address";

// One address per test, so the contact form's per-IP limit never leaks between runs.
test.beforeEach(({ page }) => ownClientAddress(page));

const pageViews = (page: Page) => {
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/page-views/") && r.method() === "POST")
      sent.push(JSON.parse(r.postData() ?? "{}").path);
  });
  return sent;
};

test.describe("header and footer", () => {
  test.beforeEach(({ context, baseURL }) => decideConsent(context, baseURL));

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
});

test.describe("static pages", () => {
  test.beforeEach(({ context, baseURL }) => decideConsent(context, baseURL));

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
  test.beforeEach(({ context, baseURL }) => decideConsent(context, baseURL));

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

/** Switches analytics on in the cookie settings; resolves with the path of the page view that sends. */
async function analyticsOn(page: Page) {
  await page.getByRole("button", { name: "Nastavení cookies" }).click();
  const settings = page.getByRole("dialog", { name: "Nastavení cookies" });
  await settings.getByRole("checkbox", { name: "Analytické" }).check();
  const view = page.waitForRequest((r) => r.url().includes("/api/page-views/"));
  await settings.getByRole("button", { name: "Uložit volbu" }).click();
  return JSON.parse((await view).postData()!).path as string;
}

test.describe("consent and page views", () => {
  test("no page view is sent before analytics consent; accepting starts them, withdrawing stops them", async ({
    page,
  }) => {
    const sent = pageViews(page);
    await page.goto("/about");
    await page.locator("article").getByRole("link", { name: "hledáním" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);

    // Requests are recorded in the order they leave, so a view sent before consent would come
    // first in `sent` below; only the page read when accepting is counted.
    const banner = page.getByRole("dialog", { name: "Cookies a soukromí" });
    const logged = page.waitForRequest((r) => r.url().includes("/api/profile/user-consents/"));
    const view = page.waitForRequest((r) => r.url().includes("/api/page-views/"));
    await banner.getByRole("button", { name: "Přijmout vše" }).click();
    expect(JSON.parse((await logged).postData()!)).toMatchObject({
      accept_type: "accept_all",
      accepted_categories: ["necessary", "analytics"],
    });
    await view;
    await expect(banner).toBeHidden();
    expect(sent).toEqual(["/"]);

    await page.getByRole("contentinfo").getByRole("link", { name: "Časté dotazy" }).click();
    await expect.poll(() => sent).toEqual(["/", "/faq"]);

    // The footer link reopens the settings; switching analytics off applies at once.
    await page.getByRole("button", { name: "Nastavení cookies" }).click();
    const settings = page.getByRole("dialog", { name: "Nastavení cookies" });
    await expect(settings.getByRole("checkbox", { name: "Nezbytné" })).toBeDisabled();
    await settings.getByRole("checkbox", { name: "Analytické" }).uncheck();
    await settings.getByRole("button", { name: "Uložit volbu" }).click();
    await page.getByRole("contentinfo").getByRole("link", { name: "O nás" }).click();
    await expect(page).toHaveURL(/\/about$/);
    // Consenting again counts the page being read; a view sent while withdrawn would precede it.
    await expect(analyticsOn(page)).resolves.toBe("/about");
    expect(sent).toEqual(["/", "/faq", "/about"]);
  });

  test("rejecting keeps page views off after a reload", async ({ page }) => {
    const sent = pageViews(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Jen nezbytné" }).click();
    await page.reload();
    await expect(page.getByRole("dialog", { name: "Cookies a soukromí" })).toHaveCount(0);
    // A view sent after the reload would precede the one consenting now sends.
    await expect(analyticsOn(page)).resolves.toBe("/");
    expect(sent).toEqual(["/"]);
  });
});

test("the offline screen replaces the page and retry reloads it", async ({
  page,
  context,
  baseURL,
}) => {
  await decideConsent(context, baseURL);
  await page.goto("/about");
  await context.setOffline(true);
  await expect(page.getByRole("heading", { name: "Žádné připojení k internetu" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "O Vozovně" })).toBeHidden();
  await context.setOffline(false);
  await page.getByRole("button", { name: "Zkusit znovu" }).click();
  await expect(page.getByRole("heading", { name: "O Vozovně" })).toBeVisible();
});

test.describe("route table", () => {
  test.beforeEach(({ context, baseURL }) => decideConsent(context, baseURL));

  test("an unknown path redirects to the home page, in its language", async ({ page }) => {
    await page.goto("/tahle/stranka/neexistuje");
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await page.goto("/en/no/such/page");
    await expect(page).toHaveURL(/\/en$/);
  });

  test("/login goes to /profile; unknown API paths answer JSON 404", async ({ request }) => {
    const login = await request.get("/login", { maxRedirects: 0 });
    expect(login.status()).toBe(307);
    expect(login.headers().location).toMatch(/\/profile$/);
    const api = await request.get("/api/no-such-endpoint/");
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ error: "Not found", code: "not_found" });
  });

  test("unsubscribe without id and token shows the Czech error texts", async ({ page }) => {
    await page.goto("/unsubscribe");
    await expect(page.getByRole("heading", { name: "Chyba odhlášení" })).toBeVisible();
    await expect(
      page.getByText("Neplatný odkaz pro odhlášení. Zkontrolujte, zda je odkaz správný."),
    ).toBeVisible();
    await page.goto("/unsubscribe?id=1&token=bad");
    await page.getByRole("button", { name: "Vypnout upozornění" }).click();
    await expect(page.getByRole("heading", { name: "Chyba odhlášení" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Na hlavní stránku" })).toHaveAttribute(
      "href",
      "/",
    );
  });
});

test("every page carries the security headers; one rendered per request, a nonce that Next's scripts use", async ({
  request,
}) => {
  // cached pages (/about) carry hashes instead of a nonce: tests/e2e/page-cache.spec.ts
  for (const path of ["/about", "/profile"]) {
    const h = (await request.get(path)).headers();
    expect(h["x-content-type-options"], path).toBe("nosniff");
    expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(h["x-frame-options"], path).toBe("DENY");
    expect(h["x-powered-by"], path).toBeUndefined();
    expect(h["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
  const res = await request.get("/profile");
  const csp = res.headers()["content-security-policy"];
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  const again = (await request.get("/profile")).headers()["content-security-policy"];
  expect(again).not.toBe(csp); // a fresh nonce per response
  expect((await request.get("/api/ads/filter/")).headers()["x-content-type-options"]).toBe(
    "nosniff",
  );
});

test.describe("phone", () => {
  test.beforeEach(({ context, baseURL }, info) => {
    test.skip(info.project.name !== "phone", "phone layout only");
    return decideConsent(context, baseURL);
  });
  test("tab bar, section name and menu at 390 px @phone", async ({ page }) => {
    await page.goto("/about");
    const tabs = page.getByRole("navigation", { name: "Spodní navigace" });
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole("link")).toHaveText([
      "Hledat",
      "Oblíbené",
      "Inzerovat",
      "Uložené",
      "Přihlásit",
    ]);
    await expect(page.getByRole("banner").getByText("O nás", { exact: true })).toBeVisible();
    // The floating button stays hidden on phones outside the ad detail page.
    await page.evaluate(() => window.scrollTo(0, 3000));
    const backToTop = page.getByRole("button", { name: "Zpět nahoru", includeHidden: true });
    await expect(backToTop).toBeAttached(); // rendered once scrolled, and left hidden by CSS
    await expect(backToTop).toBeHidden();

    await page.getByRole("button", { name: "Nabídka" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Oblíbené" })).toBeVisible();
    await menu.getByRole("link", { name: "Hledat" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(menu).toBeHidden();
  });

  test("the search tab returns to the last remembered search @phone", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() =>
      localStorage.setItem(
        "vozovna:lastSearch",
        JSON.stringify({ all: { url: "/?page=2", ts: Date.now() } }),
      ),
    );
    await page
      .getByRole("navigation", { name: "Spodní navigace" })
      .getByRole("link", { name: "Hledat" })
      .click();
    await expect(page).toHaveURL(/\/\?page=2$/);
  });

  test("tapping the active tab scrolls to the top @phone", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page
      .getByRole("navigation", { name: "Spodní navigace" })
      .getByRole("link", { name: "Hledat" })
      .click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the tab bar is hidden on ad pages @phone", async ({ page, request }) => {
    const list = await (await request.get("/api/ads/filter/")).json();
    const id = list.results[0].id;
    const res = await request.get(`/ads/cars/${id}`, { maxRedirects: 0 });
    test.skip(res.status() !== 200, "the ad detail page is not part of this branch yet");
    await page.goto(`/ads/cars/${id}`);
    await expect(page.getByRole("navigation", { name: "Spodní navigace" })).toHaveCount(0);
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

test("a trailing slash redirects once to the page without it", async ({ request }) => {
  const res = await request.get("/en/about/", { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(new URL(res.headers().location, "http://x").pathname).toBe("/en/about");
  expect((await request.get("/about/?x=1")).url()).toMatch(/\/about\?x=1$/);
});

test.describe("signed-in header and unsubscribe outcomes (API answers stubbed)", () => {
  test.beforeEach(({ context, baseURL }) => decideConsent(context, baseURL));

  test("signed in: Profile instead of Login and the new-ads badge capped at 99+", async ({
    page,
    context,
    baseURL,
  }) => {
    // a signed-in browser holds the sign-in hint; without it the page asks nobody who it is
    await context.addCookies([{ name: "vozovna_session_hint", value: "1", url: baseURL! }]);
    await page.route("**/api/current-user/", (r) =>
      r.fulfill({ json: { username: "jana", user_id: "u1", seller_profile_id: 7 } }),
    );
    await page.route("**/api/saved-searches/", (r) =>
      r.fulfill({ json: [{ new_ads_count: 120 }, { new_ads_count: 3 }] }),
    );
    await page.goto("/about");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Hlavní navigace" });
    await expect(nav.getByRole("link", { name: "Profil" })).toHaveAttribute("href", "/profile");
    await expect(nav.getByRole("link", { name: /Uložená hledání/ })).toContainText("99+");
    await expect(nav.getByText("123 nových inzerátů")).toBeAttached();
  });

  test("unsubscribe success names the search and links home and to saved searches", async ({
    page,
  }) => {
    let posted = "";
    await page.route("**/api/saved-searches/5/unsubscribe/tok/", (r) => {
      posted = `${r.request().method()} ${r.request().postData()}`;
      return r.fulfill({ json: { success: true, search_name: "Škoda Octavia" } });
    });
    await page.goto("/unsubscribe?id=5&token=tok");
    // opening the link (as a mail scanner does) changes nothing; the button does
    await expect(page.getByRole("heading", { name: "Vypnout upozornění?" })).toBeVisible();
    expect(posted).toBe("");
    await page.getByRole("button", { name: "Vypnout upozornění" }).click();
    await expect(page.getByRole("heading", { name: "Odhlášení úspěšné" })).toBeVisible();
    await expect(page.getByText("„Škoda Octavia“")).toBeVisible();
    await expect(page.getByRole("link", { name: "Moje uložená hledání" })).toHaveAttribute(
      "href",
      "/saved-searches",
    );
    expect(posted).toBe("POST List-Unsubscribe=One-Click");
  });

  test("unsubscribe with a bad token or a server failure shows the matching Czech text", async ({
    page,
  }) => {
    await page.route("**/api/saved-searches/5/unsubscribe/bad/", (r) =>
      r.fulfill({ status: 400, json: { success: false, error: "Invalid search ID or token" } }),
    );
    await page.goto("/unsubscribe?id=5&token=bad");
    await page.getByRole("button", { name: "Vypnout upozornění" }).click();
    await expect(
      page.getByText("Neplatný odkaz pro odhlášení. Zkontrolujte, zda je odkaz správný."),
    ).toBeVisible();
    await page.route("**/api/saved-searches/6/unsubscribe/x/", (r) =>
      r.fulfill({ status: 500, body: "oops" }),
    );
    await page.goto("/unsubscribe?id=6&token=x");
    await page.getByRole("button", { name: "Vypnout upozornění" }).click();
    await expect(
      page.getByText("Při zpracování požadavku došlo k chybě. Zkuste to prosím znovu později."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Moje uložená hledání" })).toHaveCount(0);
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

test("phone content padding: 96 px below for the tab bar @phone", async ({
  page,
  context,
  baseURL,
}, info) => {
  test.skip(info.project.name !== "phone", "phone layout only");
  await decideConsent(context, baseURL);
  await page.goto("/about");
  const padding = await page
    .locator("main#content")
    .evaluate((el) => getComputedStyle(el).paddingBottom);
  expect(padding).toBe("96px");
  await expect(page.getByRole("navigation", { name: "Spodní navigace" })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Spodní navigace" })).toBeVisible();
});
