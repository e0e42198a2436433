import { hasNul } from "./nul";

describe("hasNul", () => {
  it("finds a NUL in any string, key or nested value", () => {
    expect(hasNul("a\0b")).toBe(true);
    expect(hasNul({ a: [{ b: "x\0" }] })).toBe(true);
    expect(hasNul({ "k\0": 1 })).toBe(true);
    expect(hasNul(["ok", 1, null, true, { a: "Škoda \u{1F697}" }])).toBe(false);
  });
});
