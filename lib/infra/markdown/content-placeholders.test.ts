/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The static pages are shown to the public as written: an editor's "[... doplní provozovatel]"
// must never reach them. A bracket that is not a Markdown link ("[text](href)") is a placeholder.
const root = path.join(process.cwd(), "content");
const files = readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".md"))
  .map((f) => [f, readFileSync(path.join(root, f), "utf8")] as const);
const effective = { cs: "Platné od: 24. listopadu 2026", en: "Effective from: 24 November 2026" };

describe("content/", () => {
  it("has pages in every language", () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });
  it.each(files)("%s carries no bracketed placeholder", (_, text) => {
    const placeholders = text.match(/\[[^\]\n]*\](?!\()/g) ?? [];
    expect(placeholders).toEqual([]);
    expect(text).not.toMatch(/doplní|to be filled|укажет оператор/i);
  });
  it.each(["terms.md", "privacy-policy.md"])(
    "%s states a real effective date in each language",
    (page) => {
      const read = (lng: string) => readFileSync(path.join(root, lng, page), "utf8");
      expect(read("cs")).toContain(effective.cs);
      expect(read("en")).toContain(effective.en);
      expect(read("ru")).toMatch(/Действу(ют|ет) с: 24 ноября 2026 г\./);
    },
  );
});
