import { routes } from "@/lib/routes";
import { parseCompareIds } from "./ids";

describe("parseCompareIds", () => {
  it("keeps 2 to 4 ids in the order given", () => {
    expect(parseCompareIds("34,12")).toEqual({ ok: true, ids: [34, 12] });
    expect(parseCompareIds("5,4,3,2")).toEqual({ ok: true, ids: [5, 4, 3, 2] });
  });

  it("ignores junk, repeats, zero, negatives and ids beyond the database's integers", () => {
    expect(parseCompareIds(" 12 ,abc,12,,-3,0,1e3,2.5,99999999999,34")).toEqual({
      ok: true,
      ids: [12, 34],
    });
  });

  it("asks for more than one ad", () => {
    expect(parseCompareIds(undefined)).toEqual({ ok: false, reason: "tooFew", ids: [] });
    expect(parseCompareIds("")).toMatchObject({ ok: false, reason: "tooFew" });
    expect(parseCompareIds("7,7,7")).toEqual({ ok: false, reason: "tooFew", ids: [7] });
  });

  it("refuses more than four", () => {
    expect(parseCompareIds("1,2,3,4,5")).toMatchObject({ ok: false, reason: "tooMany" });
    // four distinct ids after the repeats are dropped are fine
    expect(parseCompareIds("1,2,2,3,4,4")).toEqual({ ok: true, ids: [1, 2, 3, 4] });
  });

  it("reads a repeated parameter (?ids=1&ids=2) as one list", () => {
    expect(parseCompareIds(["1", "2,3"])).toEqual({ ok: true, ids: [1, 2, 3] });
  });
});

describe("routes.compare", () => {
  it("writes the shareable URL, with the differences switch when on", () => {
    expect(routes.compare([12, 34])).toBe("/favorites/compare?ids=12,34");
    expect(routes.compare([12, 34], true)).toBe("/favorites/compare?ids=12,34&diff=1");
    expect(parseCompareIds(routes.compare([3, 1, 2]).split("ids=")[1])).toEqual({
      ok: true,
      ids: [3, 1, 2],
    });
  });
});
