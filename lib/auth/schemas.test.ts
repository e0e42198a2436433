import { safeNext } from "./schemas";
import { normalizePhone } from "@/lib/sellers/schemas";

describe("safeNext", () => {
  it.each([
    ["/create-ad", "/create-ad"],
    ["/en/profile?page=2#x", "/en/profile?page=2#x"],
    ["https://evil.example/", "/profile"],
    ["//evil.example/x", "/profile"],
    ["/\\evil.example", "/profile"],
    ["javascript:alert(1)", "/profile"],
    ["/ok\nSet-Cookie: x", "/profile"],
    [null, "/profile"],
  ])("%j → %j", (input, expected) => {
    expect(safeNext(input)).toBe(expected);
  });
});

describe("normalizePhone", () => {
  it("reads Czech numbers without a prefix and international ones", () => {
    expect(normalizePhone("777 123 456")).toBe("+420777123456");
    expect(normalizePhone("+421 912 345 678")).toBe("+421912345678");
    expect(normalizePhone("12345")).toBeNull();
  });
});
