import { reasonParts } from "./dealer-feed-reason";

describe("reasonParts", () => {
  it("reads the feed's field reasons, each with its values", () => {
    expect(reasonParts("price: must be a number; year: must be at least 1900")).toEqual([
      { code: "field", field: "price", problem: { code: "number" } },
      { code: "field", field: "year", problem: { code: "min", values: { n: 1900 } } },
    ]);
    expect(reasonParts("title: must be at most 120 characters")).toEqual([
      { code: "field", field: "title", problem: { code: "maxChars", values: { n: 120 } } },
    ]);
  });

  it("reads the whole-line reasons, and keeps one it does not know as it came", () => {
    expect(reasonParts("id c1 is already on line 3")).toEqual([
      { code: "duplicate", values: { id: "c1", line: 3 } },
    ]);
    expect(reasonParts("not valid JSON")).toEqual([{ code: "notJson" }]);
    expect(reasonParts("something new")).toEqual([
      { code: "raw", values: { text: "something new" } },
    ]);
  });
});
