import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { PriceHistory } from "./price-history";

const show = (history: { price: number; changed_at: string }[]) =>
  render(
    <NextIntlClientProvider locale="cs" messages={messages}>
      <PriceHistory history={history} locale="cs" />
    </NextIntlClientProvider>,
  );

describe("PriceHistory", () => {
  it("shows nothing for an ad with one price", () => {
    const { container } = show([{ price: 300_000, changed_at: "2026-10-01T10:00:00Z" }]);
    expect(container).toBeEmptyDOMElement();
  });

  it("lists the prices newest first with each change and the total, drops in green", () => {
    show([
      { price: 300_000, changed_at: "2026-10-01T10:00:00Z" },
      { price: 280_000, changed_at: "2026-10-20T10:00:00Z" },
      { price: 285_000, changed_at: "2026-11-05T10:00:00Z" },
    ]);
    const section = screen.getByRole("region", { name: "Vývoj ceny" });
    const items = screen.getAllByRole("listitem").map((li) => li.textContent?.replace(/\s/g, " "));
    expect(items).toEqual([
      "05. lis 2026285 000 Kč↑ +5 000 Kč",
      "20. říj 2026280 000 Kč↓ −20 000 Kč",
      "01. říj 2026300 000 Kčpůvodní cena",
    ]);
    expect(screen.getByText(/Celkem −15\s000\sKč \(−5\s%\)/)).toHaveClass("text-emerald-700");
    expect(section.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
