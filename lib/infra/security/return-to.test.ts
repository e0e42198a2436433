import { returnToFromQuery, returnToQuery, safeReturnTo } from "./return-to";

describe("safeReturnTo", () => {
  it.each([
    "//evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "/%2F/evil.example",
    "%2F%2Fevil.example",
    "/ads/../..//evil.example",
    "%2Fads%2F..%2F..%2F%2Fevil.example",
    "/ads/%2e%2e/%2e%2e//evil.example",
    "/ads/%252e%252e/%252e%252e//evil.example",
    "/.//evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "/%09/evil.example",
    "/\t/evil.example",
    "/\r\n/evil.example",
    "/%250D%250A/evil.example",
    "//%5Cevil.example",
    "/%5C%5Cevil.example",
    "/%255C%255Cevil.example",
    "http:evil.example",
    "data:text/html,<script>alert(1)</script>",
    "///evil.example",
    " //evil.example",
    "/%E3%80%82evil",
    "/%EF%BC%8F/evil.example",
    "/\u2215\u2215evil.example",
    "/ok\nSet-Cookie: x=1",
    "/ok\u0085",
    "/%25252525252F%25252525252Fevil.example",
    "",
  ])("refuses %j", (input) => {
    expect(safeReturnTo(input, "/fallback")).toBe("/fallback");
  });

  it.each([
    ["/profile", "/profile"],
    ["/en/ads/cars/5?x=1#y", "/en/ads/cars/5?x=1#y"],
    ["/skoda/octavia?price_to=100000", "/skoda/octavia?price_to=100000"],
    ["/en/create-ad?step=2", "/en/create-ad?step=2"],
    ["/ru/?uri=%2Fskoda%2F", "/ru/?uri=%2Fskoda%2F"],
    ["/ads/../profile", "/profile"],
    ["/?q=100%", "/?q=100%"],
    ["/?location=%C3%9Ast%C3%AD", "/?location=%C3%9Ast%C3%AD"],
  ])("keeps %j as %j", (input, expected) => {
    expect(safeReturnTo(input, "/fallback")).toBe(expected);
  });

  it("falls back for anything that is not one string", () => {
    expect(safeReturnTo(null)).toBe("/");
    expect(safeReturnTo(undefined, "/en/profile")).toBe("/en/profile");
    expect(safeReturnTo(["/a", "/b"], "/x")).toBe("/x");
    expect(safeReturnTo(`/${"a".repeat(3000)}`, "/x")).toBe("/x");
  });
});

describe("returnToFromQuery", () => {
  const query = (qs: string) => Object.fromEntries(new URLSearchParams(qs));

  it("reads the finding's login link as the fallback, not evil.example", () => {
    expect(returnToFromQuery(query("next=%2Fads%2F..%2F..%2F%2Fevil.example"), "/en/profile")).toBe(
      "/en/profile",
    );
  });

  it("reads next, and the older from of save-search links", () => {
    expect(returnToFromQuery(query("next=%2Fen%2Fads%2Fcars%2F5"), "/")).toBe("/en/ads/cars/5");
    expect(returnToFromQuery(query("from=%2Fskoda%3Fprice_to%3D1"), "/")).toBe("/skoda?price_to=1");
    expect(returnToFromQuery(query("next=%2F%2Fevil.example&from=%2Fskoda"), "/")).toBe("/");
    expect(returnToFromQuery({}, "/profile")).toBe("/profile");
  });

  it("round-trips through returnToQuery", () => {
    const here = "/en/create-ad?step=2&x=a b";
    expect(returnToFromQuery(query(returnToQuery(here)), "/")).toBe("/en/create-ad?step=2&x=a%20b");
  });
});
