import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { BackToTop } from "./back-to-top";
import { KEEP_CLEAR } from "./sections";

jest.mock("@/i18n/navigation", () => ({ usePathname: () => "/ads/cars/12" }));

// A 390 × 800 phone: the fixed button's box at its bottom-right corner.
const BUTTON = { left: 326, right: 374, top: 728, bottom: 776 };
const rect = (r: { left: number; right: number; top: number; bottom: number }) =>
  ({ ...r, x: r.left, y: r.top, width: r.right - r.left, height: r.bottom - r.top }) as DOMRect;

let chartTop = 0;
beforeAll(() => {
  jest.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (
    this: Element,
  ) {
    if (this.id === "back-to-top") return rect(BUTTON);
    if (this.hasAttribute("data-keep-clear"))
      return rect({ left: 16, right: 374, top: chartTop, bottom: chartTop + 300 });
    return rect({ left: 0, right: 0, top: 0, bottom: 0 });
  });
});

const scrollTo = (y: number, top: number) =>
  act(() => {
    chartTop = top;
    window.scrollY = y;
    window.dispatchEvent(new Event("scroll"));
  });

test("on the phone's ad page the button steps aside while the price history is under it", () => {
  render(
    <NextIntlClientProvider locale="cs" messages={messages}>
      <section {...KEEP_CLEAR}>Vývoj ceny</section>
      <BackToTop />
    </NextIntlClientProvider>,
  );
  const button = () => screen.queryByRole("button", { name: "Zpět nahoru" });
  scrollTo(100, 900);
  expect(button()).toBeNull();
  scrollTo(500, 900); // the chart is still below the screen
  expect(button()).toBeVisible();
  expect(button()).not.toHaveClass("invisible");
  scrollTo(700, 600); // the chart now lies under the button's corner (visibility: hidden)
  expect(button()).toHaveClass("invisible");
  scrollTo(1200, -400); // scrolled past it
  expect(button()).not.toHaveClass("invisible");
});
