import { formatPriceChange, priceChange } from "./price";

const plain = (s: string) => s.replace(/\s/g, " ");

describe("a favourite's price since saving", () => {
  it("is no change when the price is the same or was never saved", () => {
    expect(priceChange(300000, 300000)).toBeNull();
    expect(priceChange(null, 300000)).toBeNull();
    expect(priceChange(undefined, 300000)).toBeNull();
  });

  it("is negative for a drop and positive for a rise", () => {
    expect(priceChange(300000, 280000)).toBe(-20000);
    expect(priceChange(300000, 305000)).toBe(5000);
  });

  it("reads with a minus sign or a plus and the currency", () => {
    expect(plain(formatPriceChange(-20000))).toBe("\u221220 000 Kč");
    expect(plain(formatPriceChange(5000))).toBe("+5 000 Kč");
  });
});
