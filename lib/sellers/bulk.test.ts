import { bulkNewPrice, bulkRequestSchema } from "./bulk";

describe("bulkNewPrice", () => {
  it("raises and cuts by a percent, rounded to whole crowns", () => {
    expect(bulkNewPrice(289_000, { kind: "percent", value: 5 })).toEqual({
      price: 303_450,
      problem: null,
    });
    expect(bulkNewPrice(199_990, { kind: "percent", value: -3.5 }).price).toBe(192_990);
    expect(bulkNewPrice(10_001, { kind: "percent", value: 5 }).price).toBe(10_501);
  });

  it("adds or takes an amount", () => {
    expect(bulkNewPrice(150_000, { kind: "amount", value: -10_000 }).price).toBe(140_000);
    expect(bulkNewPrice(150_000, { kind: "amount", value: 5_000 }).price).toBe(155_000);
  });

  it("says why a price is refused: nothing left, or under the minimum / over the maximum", () => {
    expect(bulkNewPrice(5_000, { kind: "amount", value: -5_000 }).problem).toBe(
      "price_not_positive",
    );
    expect(bulkNewPrice(250_000, { kind: "percent", value: -100 }).problem).toBe(
      "price_not_positive",
    );
    expect(bulkNewPrice(1_500, { kind: "percent", value: -50 }).problem).toBe("price_out_of_range");
    expect(bulkNewPrice(99_000_000, { kind: "percent", value: 2 }).problem).toBe(
      "price_out_of_range",
    );
  });
});

describe("bulkRequestSchema", () => {
  const issue = (body: unknown) => bulkRequestSchema.safeParse(body).error?.issues[0]?.message;
  it("takes 1 to 100 ids, once each", () => {
    expect(issue({ action: "renew", ids: [] })).toBe("bulk.errors.noneSelected");
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(issue({ action: "renew", ids: many })).toBe("bulk.errors.tooMany");
    expect(bulkRequestSchema.parse({ action: "renew", ids: [3, 3, 4] }).ids).toEqual([3, 4]);
  });
  it("needs a reason to archive and a non-zero change within limits to reprice", () => {
    expect(issue({ action: "archive", ids: [1] })).toBe("endReasons.errors.required");
    expect(issue({ action: "price", ids: [1], price: { kind: "percent", value: 0 } })).toBe(
      "bulk.errors.valueInvalid",
    );
    expect(issue({ action: "price", ids: [1], price: { kind: "percent", value: -150 } })).toBe(
      "bulk.errors.percentRange",
    );
    expect(issue({ action: "price", ids: [1], price: { kind: "amount", value: 10.5 } })).toBe(
      "bulk.errors.amountInvalid",
    );
  });
});
