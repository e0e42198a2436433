import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { CardPhotos } from "./card-photos";
import { cardPriority, type PhotoPriority } from "./photo-priority";

const minis = ["/media/demo/a-mini.webp", "/media/demo/b-mini.webp", "/media/demo/c-mini.webp"];
const fulls = ["/media/demo/a.webp", "/media/demo/b.webp", "/media/demo/c.webp"];
const labels = ["Škoda Octavia", "Fotka 2 ze 3", "Fotka 3 ze 3"];

const photos = () => screen.getAllByRole("img") as HTMLImageElement[];
/** The strip of the three photos above, its first photo at this priority. */
const renderStrip = (priority: PhotoPriority) => {
  const { container, unmount } = render(
    <CardPhotos
      href="/ads/cars/1"
      photos={minis}
      fulls={fulls}
      labels={labels}
      priority={priority}
    />,
  );
  return { strip: container.querySelector("span.snap-x")!, unmount };
};

describe("CardPhotos", () => {
  it("fetches the first card's first photo eagerly at high priority and the rest lazily", () => {
    const { strip } = renderStrip("high");
    // the other photos are not in the page until the strip is touched
    expect(photos()).toHaveLength(1);
    fireEvent.touchStart(strip);
    const [first, ...rest] = photos();
    expect(rest).toHaveLength(2);
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(first).toHaveAttribute("loading", "eager");
    for (const img of rest) {
      expect(img).toHaveAttribute("loading", "lazy");
      expect(img).not.toHaveAttribute("fetchpriority");
    }
  });

  it("loads the second card's first photo eagerly without raising its priority", () => {
    renderStrip("eager");
    expect(photos()[0]).toHaveAttribute("loading", "eager");
    expect(photos()[0]).not.toHaveAttribute("fetchpriority");
  });

  it("lets a phone take a larger rendering than the mini, sized to the card's width", () => {
    renderStrip("lazy");
    const [first] = photos();
    expect(first).toHaveAttribute("src", minis[0]);
    expect(first.getAttribute("srcset")).toBe(`${minis[0]} 400w, ${fulls[0]} 1200w`);
    expect(first.getAttribute("sizes")).toBe("(min-width: 768px) 288px, calc(100vw - 32px)");
    expect(first).toHaveAttribute("width", "400");
    expect(first).toHaveAttribute("height", "267");
  });

  it("offers every stored width of a pipeline photo", () => {
    const base = "/media/ads/ab/abcdef0123";
    render(
      <CardPhotos
        href={null}
        photos={[`${base}-mini.webp`]}
        fulls={[`${base}-1600.webp`]}
        labels={["Foto"]}
        priority="high"
      />,
    );
    expect(photos()[0].getAttribute("srcset")).toBe(
      `${base}-mini.webp 400w, ${base}-480.webp 480w, ${base}-960.webp 960w, ${base}-1600.webp 1600w`,
    );
  });

  it("shows only the mini, with no srcset, when the full photo is unknown", () => {
    render(<CardPhotos href={null} photos={[minis[0]]} labels={["Foto"]} priority="lazy" />);
    expect(photos()[0]).not.toHaveAttribute("srcset");
    expect(photos()[0]).not.toHaveAttribute("sizes");
  });

  it("adds the other photos when the strip is scrolled or hovered, in their slots", () => {
    for (const event of ["scroll", "pointerEnter"] as const) {
      const { strip, unmount } = renderStrip("lazy");
      expect(strip.children).toHaveLength(3); // grey slots keep the strip's width to swipe
      expect(photos().map((p) => p.getAttribute("src"))).toEqual([minis[0]]);
      fireEvent[event](strip);
      expect(photos().map((p) => p.getAttribute("src"))).toEqual(minis);
      expect(photos()[1]).toHaveAccessibleName(labels[1]);
      unmount();
    }
  });
});

describe("CardPhotos before hydration", () => {
  /** The server's HTML of the strip, in the page, as a visitor meets it before the script runs. */
  const serverStrip = () => {
    const element = (
      <CardPhotos href="/ads/cars/1" photos={minis} fulls={fulls} labels={labels} priority="lazy" />
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const strip = container.querySelector<HTMLElement>("span.snap-x")!;
    return { element, container, strip };
  };
  const hydrate = async (container: HTMLElement, element: React.ReactElement) => {
    await act(async () => {
      hydrateRoot(container, element);
    });
  };

  it("shows the photo a phone swiped to before the page's script ran", async () => {
    const { element, container, strip } = serverStrip();
    // the swipe happened: the strip scrolled one card width while no handler listened
    Object.defineProperty(strip, "clientWidth", { value: 358 });
    Object.defineProperty(strip, "scrollLeft", { value: 358 });
    expect(container.querySelectorAll("img")).toHaveLength(1);
    await hydrate(container, element);
    const srcs = [...container.querySelectorAll("img")].map((p) => p.getAttribute("src"));
    expect(srcs).toEqual(minis);
    // the second dot is lit: the strip shows its second photo
    const dots = container.querySelectorAll("span.rounded-full");
    expect(dots[1]).toHaveClass("bg-white");
    expect(dots[0]).toHaveClass("bg-white/50");
    container.remove();
  });

  it("keeps the other photos out of an untouched strip after hydration", async () => {
    const { element, container } = serverStrip();
    await hydrate(container, element);
    expect(container.querySelectorAll("img")).toHaveLength(1);
    container.remove();
  });
});

describe("cardPriority", () => {
  it("raises the first card only, loads the second eagerly and the rest lazily", () => {
    expect([0, 1, 2, 19].map(cardPriority)).toEqual(["high", "eager", "lazy", "lazy"]);
  });
});
