import { act, render, screen } from "@testing-library/react";
import { StickyContactBar } from "./sticky-contact-bar";

// The phone's contact bar (issue 31): hidden while the seller card is in view, shown once it
// scrolls away, hidden again when it comes back.

let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
const observed: Element[] = [];

beforeEach(() => {
  observed.length = 0;
  global.IntersectionObserver = class {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      report = callback;
    }
    observe(el: Element) {
      observed.push(el);
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

test("shows the price and buttons only while the seller card is out of view", () => {
  render(
    <>
      <section id="seller-card">card</section>
      <StickyContactBar target="seller-card" label="Kontakt na prodejce">
        <p>289 000 Kč</p>
        <button type="button">Volat</button>
      </StickyContactBar>
    </>,
  );
  expect(observed[0]).toHaveAttribute("id", "seller-card");
  // server-rendered hidden: no bar before the browser knows where the card is
  expect(screen.queryByRole("region", { name: "Kontakt na prodejce" })).toBeNull();
  act(() => report([{ isIntersecting: false }]));
  const bar = screen.getByRole("region", { name: "Kontakt na prodejce" });
  expect(bar).toHaveTextContent("289 000 Kč");
  expect(screen.getByRole("button", { name: "Volat" })).toBeVisible();
  act(() => report([{ isIntersecting: true }]));
  expect(screen.queryByRole("region", { name: "Kontakt na prodejce" })).toBeNull();
});
