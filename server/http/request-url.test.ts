/** @jest-environment node */
import { repairRequestUrl } from "./request-url.mjs";

test.each([
  ["/sellers/%", "/sellers/%2525"],
  ["/%", "/%2525"],
  ["/sellers/a%25b", "/sellers/a%2525b"],
  ["/ads/cars/%ED%A0%BD", "/ads/cars/%2525ED%2525A0%2525BD"], // a lone surrogate is not UTF-8
  [
    "/api/ads/cars/%ED%A0%BD%ED%B8%80/",
    "/api/ads/cars/%2525ED%2525A0%2525BD%2525ED%2525B8%252580/",
  ],
  ["/media/%C3", "/media/%2525C3"], // a cut-off sequence
  ["/media/a%zz.webp", "/media/a%2525zz.webp"],
  ["/sellers/%E2%82%AC?x=%", "/sellers/%E2%82%AC?x=%"], // valid UTF-8 kept; the query untouched
  ["/skoda/octavia?price_to=100000", "/skoda/octavia?price_to=100000"],
  ["/%C5%A1koda", "/%C5%A1koda"],
])("%s → %s", (input, expected) => {
  const out = repairRequestUrl(input);
  expect(out).toBe(expected);
  // Next decodes a path twice; both must succeed
  expect(() => decodeURIComponent(decodeURIComponent(out.split("?")[0]))).not.toThrow();
});
