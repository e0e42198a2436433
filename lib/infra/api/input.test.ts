import { AppError } from "@/lib/infra/errors";
import { hasNul, refuseNul } from "./input";

describe("hasNul", () => {
  it("finds a NUL in any string, key or nested value", () => {
    expect(hasNul("a\0b")).toBe(true);
    expect(hasNul({ a: [{ b: "x\0" }] })).toBe(true);
    expect(hasNul({ "k\0": 1 })).toBe(true);
    expect(hasNul(["ok", 1, null, true, { a: "Škoda \u{1F697}" }])).toBe(false);
  });

  it("answers 400 through refuseNul", () => {
    expect(() => refuseNul({ message: "\0" })).toThrow(AppError);
    expect(() => refuseNul({ message: "\0" })).toThrow(expect.objectContaining({ status: 400 }));
    expect(refuseNul({ ok: "yes" })).toEqual({ ok: "yes" });
  });
});
