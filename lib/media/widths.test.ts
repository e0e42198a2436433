import { srcSetOf } from "@/components/gallery/photos";
import { renderingsOf, storedWidths } from "./widths";

test("the stored widths stop at the photo's own width, capped at 1600", () => {
  expect(storedWidths(4000)).toEqual([480, 960, 1200, 1600]);
  expect(storedWidths(1200)).toEqual([480, 960, 1200]);
  expect(storedWidths(1000)).toEqual([480, 960, 1000]);
  expect(storedWidths(300)).toEqual([300]);
});

test("a photo stored with the 1200 rendering offers it; one stored before keeps its own widths", () => {
  expect(renderingsOf("/media/ads/ab/ab12cd34_2-1600.webp")).toBe(
    "/media/ads/ab/ab12cd34_2-480.webp 480w, /media/ads/ab/ab12cd34_2-960.webp 960w, " +
      "/media/ads/ab/ab12cd34_2-1200.webp 1200w, /media/ads/ab/ab12cd34_2-1600.webp 1600w",
  );
  expect(renderingsOf("https://bucket.example/ads/ab/ab12cd34-1600.webp")).toBe(
    "https://bucket.example/ads/ab/ab12cd34-480.webp 480w, " +
      "https://bucket.example/ads/ab/ab12cd34-960.webp 960w, " +
      "https://bucket.example/ads/ab/ab12cd34-1600.webp 1600w",
  );
});

test("the gallery offers a pipeline photo's every rendering, and other photos as they are", () => {
  const stored = {
    full: "/media/ads/ab/ab12cd34-1600.webp",
    mini: "/media/ads/ab/ab12cd34-mini.webp",
    width: 1600,
    height: 1200,
  };
  expect(srcSetOf(stored)).toBe(
    "/media/ads/ab/ab12cd34-mini.webp 400w, /media/ads/ab/ab12cd34-480.webp 480w, " +
      "/media/ads/ab/ab12cd34-960.webp 960w, /media/ads/ab/ab12cd34-1600.webp 1600w",
  );
  const demo = {
    full: "/media/demo/x.webp",
    mini: "/media/demo/x-mini.webp",
    width: null,
    height: null,
  };
  expect(renderingsOf(demo.full)).toBeUndefined();
  expect(srcSetOf(demo)).toBe("/media/demo/x-mini.webp 400w, /media/demo/x.webp 1200w");
});
