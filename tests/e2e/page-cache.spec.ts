// The page cache (ARCHITECTURE.md §7 "Page cache and security policy", issue 16): anonymous public pages are
// rendered once and served from memory with a policy of script hashes; signed-in readers get a
// page of their own with a nonce; a seller's write shows on the cached pages at once.
import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext, type APIResponse, type Page } from "./test";
import { signIn } from "./accounts.helpers";
import { openFooterPageInSameDocument } from "./navigation.helpers";

test.describe.configure({ mode: "serial" });

const SELLER = "prodejce@demo.vozovna.cz";
const DEMO_PASSWORD = "vozovna-demo";

/** A key no earlier visit (of this run or another spec) has put in the cache. */
const fresh = (path: string) =>
  `${path}${path.includes("?") ? "&" : "?"}e2e=${Date.now()}${Math.random().toString(36).slice(2)}`;

const cacheState = (res: APIResponse) => res.headers()["x-vozovna-cache"];

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/** Inline scripts a browser runs (no src, no data type such as JSON-LD). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\bsrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs))
    .map(([, , body]) => body);

const slug = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** "258 765" as the pages print prices (any space between the groups). */
const priceText = (price: number) =>
  new RegExp(String(price).replace(/\B(?=(\d{3})+(?!\d))/g, "\\s"));

async function firstActiveAdId(request: APIRequestContext): Promise<number> {
  const body = await (await request.get("/api/ads/filter/")).json();
  return body.results[0].id as number;
}

test("an anonymous ad page is rendered once, then served from the cache with a policy of hashes", async ({
  request,
}) => {
  const url = fresh(`/ads/cars/${await firstActiveAdId(request)}`);
  const first = await request.get(url);
  expect(first.status()).toBe(200);
  expect(cacheState(first)).toBe("miss");
  const second = await request.get(url);
  expect(cacheState(second)).toBe("hit");
  expect(second.headers()["age"]).toMatch(/^\d+$/);
  const html = await second.text();
  expect(html).toBe(await first.text());
  expect(second.headers()["content-security-policy"]).toBe(
    first.headers()["content-security-policy"],
  );

  const csp = second.headers()["content-security-policy"];
  const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "))!;
  expect(scriptSrc).not.toContain("'nonce-");
  expect(scriptSrc).not.toContain("'strict-dynamic'");
  expect(html).not.toMatch(/\snonce="/);
  const scripts = inlineScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  for (const body of scripts) expect(scriptSrc).toContain(`'sha256-${sha256(body)}'`);
  expect(csp).toContain("frame-ancestors 'none'");

  // what search engines read is in the cached copy too
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/ads\/cars\/\d+"/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]+\/en\/ads\/cars\/\d+"/);
  expect(html).toContain('<script type="application/ld+json">');

  // HEAD is answered from the same entry, without a body
  const head = await request.head(url);
  expect(cacheState(head)).toBe("hit");
  expect(head.headers()["content-length"]).toBe(second.headers()["content-length"]);
});

test("the cached page runs its scripts without a policy violation, and the banner stays hidden once decided", async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  const url = fresh(`/ads/cars/${await firstActiveAdId(request)}`);
  expect(cacheState(await request.get(url))).toBe("miss");
  const res = await page.goto(url);
  expect(res?.headers()["x-vozovna-cache"]).toBe("hit");
  // the consent banner is a client island: it answers once hydrated
  const banner = page.getByRole("dialog", { name: "Cookies a soukromí" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Přijmout vše" }).click();
  await expect(banner).toHaveCount(0);

  // the same cached HTML for a visitor who has chosen: hidden before the first paint
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const el = document.getElementById("consent-banner");
      (window as unknown as { bannerShown: boolean }).bannerShown = !!el && !el.hidden;
    });
  });
  const again = await page.goto(url);
  expect(again?.headers()["x-vozovna-cache"]).toBe("hit");
  expect(
    await page.evaluate(() => (window as unknown as { bannerShown: boolean }).bannerShown),
  ).toBe(false);
  await expect(banner).toHaveCount(0);
  expect(violations).toEqual([]);
});

test("a cached page carries its stylesheet once, and keeps it through hydration and a client navigation", async ({
  page,
  request,
}) => {
  const url = fresh("/");
  const html = await (await request.get(url)).text();
  const css = /<style data-precedence="[^"]*" data-href="[^"]+">([\s\S]*?)<\/style>/.exec(html)![1];
  expect(css.length).toBeGreaterThan(10_000);
  // not a second time in the RSC payload at the end of the page (57 KB of the home page's 347)
  const payload = [...html.matchAll(/self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/g)]
    .map(([, data]) => JSON.parse(data)[1] as string)
    .join("");
  expect(payload).toContain('"$Sreact.fragment"');
  expect(payload).not.toContain(css.slice(0, 500));

  const stylesheetRequests: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "stylesheet") stylesheetRequests.push(r.url());
  });
  expect((await page.goto(url))?.headers()["x-vozovna-cache"]).toBe("hit");
  const styled = () =>
    page.evaluate(() => ({
      header: getComputedStyle(document.querySelector("header")!).position,
      css: [...document.querySelectorAll("style[data-href]")].map((s) => s.textContent!.length),
    }));
  await page.waitForLoadState("networkidle"); // hydrated
  expect(await styled()).toEqual({ header: "sticky", css: [css.length] });
  // the client router shows the next page in the same document: the stylesheet stays
  await openFooterPageInSameDocument(page);
  expect(await styled()).toEqual({ header: "sticky", css: [css.length] });
  expect(stylesheetRequests).toEqual([]);
});

test("/, /en and /ru are cached separately, each in its language", async ({ request }) => {
  const key = fresh("");
  for (const [path, lang] of [
    ["/", "cs"],
    ["/en", "en"],
    ["/ru", "ru"],
  ]) {
    const url = `${path}${key}`;
    const first = await request.get(url);
    expect(cacheState(first), url).toBe("miss");
    const second = await request.get(url);
    expect(cacheState(second), url).toBe("hit");
    expect(await second.text()).toContain(`<html lang="${lang}"`);
  }
});

/** The seller's active ad whose page the edits below change (restored afterwards). */
async function sellerAd(page: Page) {
  const body = await (await page.request.get("/api/my-ads/")).json();
  const ad = (
    body.ads as { id: number; make: string; model: string; price: number; status: string }[]
  ).find((a) => a.status === "active");
  expect(ad).toBeTruthy();
  return ad!;
}

/** A JSON write of the signed-in user, with the CSRF token, from the page. */
function write(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      await fetch("/api/current-user/");
      const token = decodeURIComponent(document.cookie.match(/csrftoken=([^;]+)/)?.[1] ?? "");
      const res = await fetch(path, {
        method,
        headers: { "content-type": "application/json", "X-CSRFToken": token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.text() };
    },
    { method, path, body },
  );
}

test("signed in, the page is rendered per request with a nonce; the seller's writes reach the cached pages at once", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, SELLER, DEMO_PASSWORD);
  // signed in once the profile shows (signIn's URL check also matches the login page's ?next=/profile)
  await expect(page.getByRole("button", { name: "Odhlásit se" })).toBeVisible();
  const ad = await sellerAd(page);
  const adUrl = `/ads/cars/${ad.id}`;
  const landingUrl = `/${slug(ad.make)}/${slug(ad.model)}`;

  // the same page, signed in: not from the cache, a fresh nonce on every script
  const own = await page.request.get(adUrl);
  expect(cacheState(own)).toBe("bypass");
  const nonce = /'nonce-([^']+)'/.exec(own.headers()["content-security-policy"])?.[1];
  expect(nonce).toBeTruthy();
  const tags = [...(await own.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  const run = tags.filter((t) => !t.includes('type="application/ld+json"')); // data, not run
  expect(run.length).toBeGreaterThan(0);
  for (const tag of run) expect(tag).toContain(`nonce="${nonce}"`);

  // anonymous readers have both pages cached
  for (const url of [adUrl, landingUrl]) {
    await request.get(url);
    expect(cacheState(await request.get(url)), url).toBe("hit");
  }

  const newPrice = ad.price - 1234;
  try {
    const edit = await write(page, "PATCH", `/api/ads/cars/${ad.id}/`, { price: newPrice });
    expect(edit.status, edit.body).toBe(200);
    for (const url of [adUrl, landingUrl]) {
      const after = await request.get(url);
      expect(cacheState(after), url).toBe("miss");
      expect(await after.text(), url).toMatch(priceText(newPrice));
    }

    // archived: 410 with its view, and 410 again from the cache
    const archive = await write(page, "POST", `/api/ads/cars/${ad.id}/archive/`, {
      endReason: "sold_here",
    });
    expect(archive.status, archive.body).toBe(200);
    const gone = await request.get(adUrl);
    expect([gone.status(), cacheState(gone)]).toEqual([410, "miss"]);
    const goneAgain = await request.get(adUrl);
    expect([goneAgain.status(), cacheState(goneAgain)]).toEqual([410, "hit"]);
    expect(await goneAgain.text()).toBe(await gone.text());
  } finally {
    await write(page, "POST", `/api/ads/cars/${ad.id}/renew/`);
    await write(page, "PATCH", `/api/ads/cars/${ad.id}/`, { price: ad.price });
  }
  const back = await request.get(adUrl);
  expect([back.status(), cacheState(back)]).toEqual([200, "miss"]);
  expect(await back.text()).toMatch(priceText(ad.price));
});
