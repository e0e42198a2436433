import { shownDescription } from "./description";

const ad: Parameters<typeof shownDescription>[0] = {
  desc_cz: "Česky.",
  desc_en: "In English.",
  desc_ru: "По-русски.",
  source: "bazos",
};

describe("shownDescription", () => {
  it("shows each reader their language, with the Czech original on offer", () => {
    expect(shownDescription(ad, "cs")).toEqual({ text: "Česky.", lang: "cs", original: null });
    expect(shownDescription(ad, "en")).toEqual({
      text: "In English.",
      lang: "en",
      original: "Česky.",
    });
    expect(shownDescription(ad, "ru")).toEqual({
      text: "По-русски.",
      lang: "ru",
      original: "Česky.",
    });
  });
  it("falls back to Czech, without a notice, when the translation is missing or blank", () => {
    expect(shownDescription({ ...ad, desc_en: null }, "en")).toEqual({
      text: "Česky.",
      lang: "cs",
      original: null,
    });
    expect(shownDescription({ ...ad, desc_ru: "  " }, "ru")).toEqual({
      text: "Česky.",
      lang: "cs",
      original: null,
    });
  });
  it("offers no switch to the original on ads of our own source", () => {
    expect(shownDescription({ ...ad, source: "own" }, "en")).toEqual({
      text: "In English.",
      lang: "en",
      original: null,
    });
  });
  it("has no text when the ad has no description", () => {
    expect(
      shownDescription({ desc_cz: null, desc_en: null, desc_ru: null, source: "own" }, "ru").text,
    ).toBeNull();
  });
});
