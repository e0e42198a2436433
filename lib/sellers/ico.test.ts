import { isValidIco, normalizeIco } from "./ico";

describe("isValidIco", () => {
  it("accepts real company numbers", () => {
    // Seznam.cz a.s., ČEZ a.s., Škoda Auto a.s., Alza.cz a.s.
    for (const ico of ["26168685", "45274649", "00177041", "27082440"])
      expect(isValidIco(ico)).toBe(true);
    expect(isValidIco("25596641")).toBe(true);
  });

  it("accepts the check digits of the remainders 0 and 1 (1 and 0)", () => {
    // 0000000: sum 0, r 0 → 1; 0000006: sum 12, r 1 → 0; 0000014: sum 11, r 0 → 1
    expect(isValidIco("00000001")).toBe(true);
    expect(isValidIco("00000060")).toBe(true);
    expect(isValidIco("00000141")).toBe(true);
    expect(isValidIco("00000000")).toBe(false);
    expect(isValidIco("00000061")).toBe(false);
  });

  it("refuses a wrong check digit, other lengths and non-digits", () => {
    expect(isValidIco("25596642")).toBe(false);
    expect(isValidIco("26168686")).toBe(false);
    expect(isValidIco("2559664")).toBe(false);
    expect(isValidIco("255966410")).toBe(false);
    expect(isValidIco("2559664a")).toBe(false);
    expect(isValidIco("")).toBe(false);
  });

  it("reads an IČO typed with spaces", () => {
    expect(normalizeIco(" 255 96 641 ")).toBe("25596641");
  });
});
