/** @jest-environment node */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { PriceDropEmail } from "./emails/price-drop";
import { SavedSearchDigest } from "./emails/saved-search-digest";
import type { EmailAd } from "./links";
import { renderEmail } from "./render";
import { renderToStaticHtml } from "./static-markup";

const ad = (id: number, over: Partial<EmailAd> = {}): EmailAd => ({
  id,
  url: `https://vozovna.test/ads/cars/${id}`,
  photoUrl: `https://vozovna.test/media/${id}-mini.webp`,
  photoAlt: `Fotografie: Škoda "Octavia" <RS> & co`,
  title: `Škoda Octavia RS & Combi <${id}>`,
  price: "289 000 Kč",
  facts: "2018 · 120 000 km · Nafta · 110 kW",
  location: id % 2 ? "Brno" : null,
  ...over,
});

const digest = (locale: "cs" | "en" | "ru") =>
  createElement(SavedSearchDigest, {
    locale,
    siteUrl: "https://vozovna.test/",
    frequency: "daily",
    manageUrl: "https://vozovna.test/saved-searches",
    unsubscribeUrl: "https://vozovna.test/unsubscribe?id=1,2&token=abc",
    searches: [
      {
        id: 1,
        name: "Škoda <levně> & rychle",
        url: "https://vozovna.test/?a=1&tracking_id=1",
        ads: [ad(1), ad(2, { photoUrl: null })],
        more: 2,
      },
      { id: 2, name: "Vše", url: "https://vozovna.test/?tracking_id=2", ads: [ad(3)], more: 0 },
    ],
  });

const priceDrop = createElement(PriceDropEmail, {
  locale: "ru",
  siteUrl: "https://vozovna.test/ru",
  favoritesUrl: "https://vozovna.test/ru/favorites",
  items: [{ ad: ad(5), oldPrice: 300000, newPrice: 270000, label: "great" }],
});

/** React 19 also hoists `<link rel="preload">` of each image into <head>, which an e-mail has no use for. */
const reactMarkup = (el: Parameters<typeof renderToStaticMarkup>[0]) =>
  renderToStaticMarkup(el).replace(/<link rel="preload" as="image" href="[^"]*"\/>/g, "");

describe("static e-mail markup", () => {
  it.each(["cs", "en", "ru"] as const)(
    "writes the %s digest exactly as react-dom/server does",
    (locale) => {
      expect(renderToStaticHtml(digest(locale))).toBe(reactMarkup(digest(locale)));
    },
  );

  it("writes the price-drop e-mail exactly as react-dom/server does", () => {
    expect(renderToStaticHtml(priceDrop)).toBe(reactMarkup(priceDrop));
  });

  it("escapes what the data brings and gives a readable text part", () => {
    const { html, text } = renderEmail(digest("cs"));
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).not.toContain("<levně>");
    expect(html).toContain("Škoda &lt;levně&gt; &amp; rychle");
    expect(text).toContain("Škoda <levně> & rychle");
    expect(text).toContain("a 2 další inzeráty");
    expect(text).not.toContain("media/1-mini.webp"); // photos are left out of the text
  });
});
