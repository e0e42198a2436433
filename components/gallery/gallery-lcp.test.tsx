import { render } from "@testing-library/react";
import { createTranslator } from "next-intl";
import messages from "@/messages/cs.json";
import { Gallery } from "./gallery";

jest.mock("next-intl/server", () => ({
  getTranslations: async ({ namespace }: { namespace: "adDetail.gallery" }) =>
    createTranslator({ locale: "cs", messages, namespace }),
}));

const base = (i: number) => `/media/ads/ab/abcdef012${i}`;
const MAIN = "Škoda Octavia – fotografie 1 z 4";
const photos = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    full: `${base(i)}-1600.webp`,
    mini: `${base(i)}-mini.webp`,
    width: 1600,
    height: 1067,
  }));

// The ad page's main photo is its LCP element: it must be a plain <img> in the server markup,
// fetched first and sized, while every other photo waits until it is needed.
describe("Gallery photos", () => {
  it("fetches the main photo eagerly at high priority, with its renderings and slot size", async () => {
    const { container } = render(
      await Gallery({ photos: photos(4), title: "Škoda Octavia", locale: "cs" }),
    );
    const main = container.querySelector(`img[alt="${MAIN}"]`)!;
    expect(main).toHaveAttribute("fetchpriority", "high");
    expect(main).toHaveAttribute("loading", "eager");
    expect(main.getAttribute("srcset")).toBe(
      `${base(0)}-mini.webp 400w, ${base(0)}-480.webp 480w, ${base(0)}-960.webp 960w, ${base(0)}-1600.webp 1600w`,
    );
    // a phone's slot is the screen's width
    expect(main.getAttribute("sizes")).toMatch(/, 100vw$/);
    expect(main).toHaveAttribute("width", "1600");
    expect(main).toHaveAttribute("height", "1067");
  });

  it("loads every other photo lazily and at normal priority", async () => {
    const { container } = render(
      await Gallery({ photos: photos(4), title: "Škoda Octavia", locale: "cs" }),
    );
    const all = [...container.querySelectorAll("img")];
    expect(all.filter((img) => img.alt === MAIN)).toHaveLength(1);
    const others = all.filter((img) => img.alt !== MAIN);
    // the phone strip's other photos and the desktop thumbnails
    expect(others.length).toBe(6);
    for (const img of others) {
      expect(img).toHaveAttribute("loading", "lazy");
      expect(img).not.toHaveAttribute("fetchpriority");
    }
  });
});
