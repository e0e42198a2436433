import { contrastRatio, initials, inkFor, lettermarkColor, lettermarkSvg } from "./lettermark";

describe("lettermark logos", () => {
  it.each([
    ["Land Rover", "LR"],
    ["Alfa Romeo", "AR"],
    ["Lynk & Co", "LC"],
    ["BYD", "BYD"],
    ["MG", "MG"],
    ["SsangYong", "SY"],
    ["Tesla", "T"],
    ["Škoda", "Š"],
  ])("%s → %s", (name, letters) => expect(initials(name)).toBe(letters));

  it("measures contrast like WCAG", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 0);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });

  it("writes white on dark colours and dark ink on pale ones", () => {
    expect(inkFor("#0e3a2f")).toBe("#ffffff");
    expect(inkFor("#ffcc33")).toBe("#111827");
    for (const bg of ["#0e3a2f", "#ffcc33", "#d7e600", "#da291c", "#ffffff"]) {
      expect(contrastRatio(bg, inkFor(bg))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("uses the make's colour, or a stable palette colour when it has none", () => {
    expect(lettermarkColor("Tatra", "#E30613")).toBe("#e30613");
    expect(lettermarkColor("Tatra", null)).toBe(lettermarkColor("Tatra", undefined));
    expect(lettermarkColor("Tatra", "not a colour")).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("outlines a pale disc and escapes the name", () => {
    const svg = lettermarkSvg("A&B <Motors>", "#fafafa");
    expect(svg).toContain('stroke="#cbd5e1"');
    expect(svg).toContain("<title>A&amp;B &lt;Motors&gt;</title>");
  });
});
