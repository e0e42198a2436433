import { act, fireEvent, render, screen } from "@testing-library/react";
import GalleryModal from "./gallery-modal";
import type { GalleryLabels } from "./gallery-island";

// jsdom has no layout and no PointerEvent: every photo box is 400 × 300 at the top left, and
// pointer events are mouse events with an id and a type.
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? "mouse";
  }
}
beforeAll(() => {
  Object.assign(window, { PointerEvent: TestPointerEvent });
  Element.prototype.scrollTo = function (this: Element, o?: ScrollToOptions | number) {
    if (typeof o === "object") this.scrollLeft = o.left ?? 0;
  } as Element["scrollTo"];
  jest
    .spyOn(HTMLElement.prototype, "getBoundingClientRect")
    .mockReturnValue({ left: 0, top: 0, width: 400, height: 300 } as DOMRect);
});

// 1600 × 800 photos shown 400 × 200: they zoom up to 4x
const photos = [0, 1, 2].map((i) => ({
  full: `/media/ads/ab/abcdef${i}-1600.webp`,
  mini: `/media/ads/ab/abcdef${i}-mini.webp`,
  width: 1600,
  height: 800,
}));
const labels: GalleryLabels = {
  title: "Fotografie",
  grid: "Všechny fotografie",
  previous: "Předchozí fotografie",
  next: "Další fotografie",
  close: "Zavřít galerii",
  zoomIn: "Přiblížit",
  zoomOut: "Oddálit",
  zoomReset: "Zobrazit celou fotografii",
  alts: ["první", "druhá", "třetí"],
  counter: ["1 / 3", "2 / 3", "3 / 3"],
};

async function open(index = 0) {
  await act(async () => {
    render(
      <GalleryModal
        photos={photos}
        labels={labels}
        initial={{ mode: "photo", index }}
        onClose={() => {}}
      />,
    );
  });
}
const photo = (name: string) => screen.getByRole("img", { name });
/** The photo's scale and offset, 1x when it has no transform. */
function zoomOf(img: HTMLElement) {
  const m = img.style.transform.match(/translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(([\d.]+)\)/);
  return m ? { x: Number(m[1]), y: Number(m[2]), scale: Number(m[3]) } : { x: 0, y: 0, scale: 1 };
}
const button = (name: string) => screen.getByRole("button", { name });
const touch = (
  type: "pointerDown" | "pointerMove" | "pointerUp",
  id: number,
  x: number,
  y: number,
) =>
  fireEvent[type](photo("první"), { pointerId: id, pointerType: "touch", clientX: x, clientY: y });

describe("the full-screen photo's zoom", () => {
  it("zooms in with the wheel around the cursor and out again, between 1x and the stored size", async () => {
    await open();
    fireEvent.wheel(photo("první"), { deltaY: -300, clientX: 100, clientY: 150 });
    const z = zoomOf(photo("první"));
    expect(z.scale).toBeGreaterThan(1);
    // the photo's point under the cursor stays there
    expect((100 - z.x) / z.scale).toBeCloseTo(100);
    for (let i = 0; i < 10; i++) fireEvent.wheel(photo("první"), { deltaY: -500, clientX: 100 });
    expect(zoomOf(photo("první")).scale).toBe(4);
    expect(button("Přiblížit")).toBeDisabled();
    for (let i = 0; i < 10; i++) fireEvent.wheel(photo("první"), { deltaY: 500 });
    expect(photo("první").style.transform).toBe("");
  });

  it("toggles 2.5x at a double click, and the buttons zoom in, out and back", async () => {
    await open();
    expect(button("Oddálit")).toBeDisabled();
    expect(button("Zobrazit celou fotografii")).toBeDisabled();
    fireEvent.doubleClick(photo("první"), { clientX: 200, clientY: 150 });
    expect(zoomOf(photo("první")).scale).toBe(2.5);
    fireEvent.doubleClick(photo("první"), { clientX: 200, clientY: 150 });
    expect(zoomOf(photo("první")).scale).toBe(1);

    fireEvent.click(button("Přiblížit"));
    fireEvent.click(button("Přiblížit"));
    expect(zoomOf(photo("první")).scale).toBe(2.25);
    fireEvent.click(button("Oddálit"));
    expect(zoomOf(photo("první")).scale).toBe(1.5);
    fireEvent.click(button("Zobrazit celou fotografii"));
    expect(zoomOf(photo("první")).scale).toBe(1);
    fireEvent.keyDown(document, { key: "+" });
    expect(zoomOf(photo("první")).scale).toBe(1.5);
    fireEvent.keyDown(document, { key: "0" });
    expect(zoomOf(photo("první")).scale).toBe(1);
  });

  it("loads the largest stored rendering of a photo once it is zoomed", async () => {
    await open();
    expect(photo("první")).toHaveAttribute("sizes", "100vw");
    fireEvent.click(button("Přiblížit"));
    expect(photo("první")).toHaveAttribute("sizes", "1600px");
    expect(photo("první").getAttribute("srcset")).toContain("-1600.webp 1600w");
  });

  it("starts the next photo at 1x, and the zoomed one too on coming back", async () => {
    await open();
    fireEvent.click(button("Přiblížit"));
    fireEvent.click(button("Další fotografie"));
    expect(screen.getByText("2 / 3")).toBeInTheDocument();
    expect(photo("druhá").style.transform).toBe("");
    expect(photo("první").style.transform).toBe("");
    fireEvent.click(button("Předchozí fotografie"));
    expect(photo("první").style.transform).toBe("");
    expect(button("Oddálit")).toBeDisabled();
  });

  it("on a touch screen: a double tap zooms, one finger pans without changing photo, a pinch zooms", async () => {
    await open();
    touch("pointerDown", 1, 200, 150);
    touch("pointerUp", 1, 200, 150);
    touch("pointerDown", 1, 200, 150);
    touch("pointerUp", 1, 200, 150);
    const zoomed = zoomOf(photo("první"));
    expect(zoomed.scale).toBe(2.5);

    touch("pointerDown", 1, 200, 150);
    touch("pointerMove", 1, 100, 140);
    touch("pointerUp", 1, 100, 140);
    expect(zoomOf(photo("první"))).toEqual({ ...zoomed, x: zoomed.x - 100, y: zoomed.y - 10 });
    expect(screen.getByText("1 / 3")).toBeInTheDocument();

    fireEvent.click(button("Zobrazit celou fotografii"));
    touch("pointerDown", 1, 150, 150);
    touch("pointerDown", 2, 250, 150);
    touch("pointerMove", 1, 100, 150);
    touch("pointerMove", 2, 300, 150); // the fingers twice as far apart
    touch("pointerUp", 1, 100, 150);
    touch("pointerUp", 2, 300, 150);
    expect(zoomOf(photo("první")).scale).toBe(2);
    expect(screen.getByText("1 / 3")).toBeInTheDocument();
  });

  it("on a touch screen at 1x, a swipe still changes the photo", async () => {
    await open();
    const strip = photo("první").closest("figure")!.parentElement!;
    Object.defineProperty(strip, "clientWidth", { value: 400 });
    touch("pointerDown", 1, 300, 150);
    touch("pointerMove", 1, 150, 150);
    touch("pointerUp", 1, 150, 150);
    expect(screen.getByText("2 / 3")).toBeInTheDocument();
    act(() => void fireEvent.scroll(strip));
    expect(strip.scrollLeft).toBe(400);
  });
});
