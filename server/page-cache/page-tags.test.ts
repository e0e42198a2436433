/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { routing } from "@/i18n/routing";
import {
  CONTENT_PAGES,
  NOT_LANDING,
  PAGE_LIVES,
  PREFIXED_LOCALES,
  pageTags,
} from "./page-tags.mjs";

test.each([
  ["/", ["search"], PAGE_LIVES.search],
  ["/en", ["search"], PAGE_LIVES.search],
  ["/ru", ["search"], PAGE_LIVES.search],
  ["/ads/cars/123", ["ad:123"], PAGE_LIVES.record],
  ["/en/ads/cars/123", ["ad:123"], PAGE_LIVES.record],
  ["/ru/ads/cars/7", ["ad:7"], PAGE_LIVES.record],
  ["/ads/cars/abc", [], PAGE_LIVES.record], // the missing view, never changed by a write
  ["/sellers/42", ["seller:42"], PAGE_LIVES.record],
  ["/en/sellers/42", ["seller:42"], PAGE_LIVES.record],
  ["/skoda", ["landing:skoda"], PAGE_LIVES.search],
  ["/skoda/octavia", ["landing:skoda/octavia"], PAGE_LIVES.search],
  ["/en/Skoda/Octavia", ["landing:skoda/octavia"], PAGE_LIVES.search],
  ["/mercedes-benz/c-class", ["landing:mercedes-benz/c-class"], PAGE_LIVES.search],
  ["/about", ["content"], PAGE_LIVES.content],
  ["/ru/privacy-policy", ["content"], PAGE_LIVES.content],
])("%s → %j", (pathname, tags, lifeMs) => {
  expect(pageTags(pathname)).toEqual({ tags, lifeMs });
});

test.each([
  "/profile",
  "/en/favorites",
  "/favorites/compare",
  "/ads/cars/1/edit",
  "/create-ad",
  "/saved-searches",
  "/admin",
  "/accounts/login",
  "/accounts/verify-email",
  "/unsubscribe",
  "/zpravy/potvrzeni",
  "/ru/zpravy/upozorneni",
  "/freshness",
  "/login",
  "/api/ads/filter/",
  "/media/a.webp",
  "/sitemap.xml",
  "/robots.txt",
  "/skoda/octavia/extra", // redirected to its landing
  "/about/", // redirected to /about
  "/ads/cars",
  "/sellers",
])("%s is not a cached page", (pathname) => {
  expect(pageTags(pathname)).toBeNull();
});

test("every route of app/[locale] other than the landing pages is named (a new user page must not be taken for a make)", () => {
  const dirs = fs
    .readdirSync(path.join(process.cwd(), "app/[locale]"), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith("["))
    .map((d) => d.name);
  expect(dirs.length).toBeGreaterThan(10);
  for (const dir of dirs) expect(NOT_LANDING).toContain(dir);
  for (const page of CONTENT_PAGES) expect(dirs).toContain(page);
  const appDirs = fs
    .readdirSync(path.join(process.cwd(), "app"), { withFileTypes: true })
    // files are never pages, nor are private folders (Next's "_" prefix: app/_fonts)
    .filter((d) => d.isDirectory() && !/^[[_]/.test(d.name) && !d.name.includes("."))
    .map((d) => d.name);
  for (const dir of appDirs) expect(NOT_LANDING).toContain(dir);
});

test("the language prefixes are the routing's", () => {
  expect(PREFIXED_LOCALES).toEqual(routing.locales.filter((l) => l !== routing.defaultLocale));
});
