/** @jest-environment node */
import {
  cacheablePage,
  hasSessionCookie,
  normalQuery,
  pageCacheKey,
  requestScheme,
} from "./page-request.mjs";

const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  cacheablePage({ method, url, headers });

test("an anonymous GET or HEAD of a public page is cacheable, with the page's tags", () => {
  expect(get("/ads/cars/5")).toEqual(expect.objectContaining({ tags: ["ad:5"] }));
  expect(get("/ads/cars/5", {}, "HEAD")).not.toBeNull();
  expect(
    get("/skoda?price_to=300000", { cookie: "vozovna_consent=x; csrftoken=y" }),
  ).not.toBeNull();
});

test("signed-in readers, writes, client navigations and user pages are not", () => {
  expect(get("/ads/cars/5", {}, "POST")).toBeNull();
  expect(get("/ads/cars/5", { cookie: "a=1; better-auth.session_token=abc.def" })).toBeNull();
  expect(get("/ads/cars/5", { cookie: "__Secure-better-auth.session_token=abc" })).toBeNull();
  expect(get("/ads/cars/5", { rsc: "1" })).toBeNull();
  expect(get("/ads/cars/5", { "next-router-prefetch": "1" })).toBeNull();
  expect(get("/ads/cars/5", { "next-action": "abc" })).toBeNull();
  expect(get("/ads/cars/5?_rsc=xyz")).toBeNull();
  expect(get("/profile")).toBeNull();
  expect(get("/api/ads/filter/?make=Audi")).toBeNull();
});

test("only a session cookie with a value counts", () => {
  expect(hasSessionCookie(undefined)).toBe(false);
  expect(hasSessionCookie("better-auth.session_token=")).toBe(false); // a sign-out's leftover
  expect(hasSessionCookie("xbetter-auth.session_token=1")).toBe(false);
  expect(hasSessionCookie("  better-auth.session_token=1")).toBe(true);
});

test("the key sorts the query by name, keeps repeated names in order and values exactly", () => {
  expect(normalQuery("b=2&a=1")).toBe("a=1&b=2");
  expect(normalQuery("model=Octavia&make=Skoda&model=Fabia")).toBe(
    "make=Skoda&model=Octavia&model=Fabia",
  );
  expect(normalQuery("&a=1&&")).toBe("a=1");
  const key = (url: string, scheme = "http", host = "example.cz") =>
    pageCacheKey({ scheme, host, url });
  expect(key("/?b=2&a=1")).toBe(key("/?a=1&b=2"));
  expect(key("/?")).toBe(key("/"));
  expect(key("/?q=a+b")).not.toBe(key("/?q=a%20b"));
  expect(key("/?q=A")).not.toBe(key("/?q=a"));
  expect(key("/en")).not.toBe(key("/"));
  expect(key("/", "https")).not.toBe(key("/", "http"));
  expect(key("/", "http", "Example.CZ")).toBe(key("/"));
  expect(key("/", "http", "other.cz")).not.toBe(key("/"));
  // forged forwarded headers (repeated in next-intl's Link header) get a page of their own
  const forged = pageCacheKey({
    scheme: "http",
    host: "example.cz",
    url: "/",
    headers: { "x-forwarded-host": "evil.example" },
  });
  expect(forged).not.toBe(key("/"));
  expect(pageCacheKey({ scheme: "http", host: "example.cz", url: "/", headers: {} })).toBe(
    key("/"),
  );
});

test("the scheme is a trusted proxy's X-Forwarded-Proto, else the connection's", () => {
  expect(requestScheme("https", 0, false)).toBe("http"); // nobody trusted: the client's claim
  expect(requestScheme("https, http", 1, false)).toBe("https");
  expect(requestScheme(undefined, 1, true)).toBe("https");
  expect(requestScheme(undefined, 0, false)).toBe("http");
});
