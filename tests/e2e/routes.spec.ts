import { expect, test } from "./test";
import { consentDecidedForEach } from "./consent";
import { ownClientAddress } from "./client-address";

// The route table, the trailing slash and the security headers every page carries.

test.beforeEach(({ page }) => ownClientAddress(page));

test.describe("route table", () => {
  consentDecidedForEach();

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

test("a trailing slash redirects once to the page without it", async ({ request }) => {
  const res = await request.get("/en/about/", { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(new URL(res.headers().location, "http://x").pathname).toBe("/en/about");
  expect((await request.get("/about/?x=1")).url()).toMatch(/\/about\?x=1$/);
});
