import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import ru from "@/messages/ru.json";
import type { PriceLabel } from "@/lib/enums";
import type { SimilarPosition } from "@/lib/stats/similar-wording";
import { AdStatsRow, type MyAdsStats } from "./ad-stats-row";

const DAYS = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, "0")}`);

function stats(position?: SimilarPosition): MyAdsStats {
  const views = DAYS.map((_, i) => (i === 29 ? 9 : i % 3));
  return {
    days: DAYS,
    summary: new Map([
      [7, { views, lastDays: { views: 37, phoneReveals: 2, messages: 3, favorites: 4 } }],
    ]),
    positions: new Map(position ? [[7, position]] : []),
  };
}

const show = (
  s: MyAdsStats | undefined,
  label: PriceLabel | null = null,
  locale: "cs" | "ru" = "cs",
) =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "cs" ? messages : ru}>
      <AdStatsRow ad={{ id: 7, price_label: label }} stats={s} />
    </NextIntlClientProvider>,
  );

describe("AdStatsRow", () => {
  it("shows the sparkline, the 30 days' totals and the link to the day-by-day statistics", () => {
    show(stats());
    expect(screen.getByRole("img")).toHaveAccessibleName(
      "Zobrazení za 30 dní: celkem 37, nejvíc 9 za den",
    );
    // the days' table is the statistics page's, not 20 hidden tables on "Moje inzeráty"
    expect(screen.queryByRole("table")).toBeNull();
    expect(
      screen.getByText("30 dní – zobrazení: 37 · kontakty: 5 · v oblíbených: 4"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Statistiky" })).toHaveAttribute(
      "href",
      "/profile/inzeraty/7/statistiky",
    );
    // no similar ads known: nothing said about them
    expect(screen.queryByText(/podobné vozy/)).toBeNull();
  });

  it("says 40 % fewer views and mentions the price only when it is rated high or overpriced", () => {
    const fewer = { similar: 8, ownPerDay: 3, medianPerDay: 5 };
    const { unmount } = show(stats(fewer), "overpriced");
    expect(
      screen.getByText("Zobrazení o 40 % méně než podobné vozy – zvažte cenu"),
    ).toBeInTheDocument();
    unmount();
    const again = show(stats(fewer), "fair");
    expect(screen.getByText("Zobrazení o 40 % méně než podobné vozy")).toBeInTheDocument();
    again.unmount();
    show(stats(fewer), "high", "ru");
    expect(
      screen.getByText("Просмотров на 40 % меньше, чем у похожих автомобилей – подумайте о цене"),
    ).toBeInTheDocument();
  });

  it("says 25 % more, or about the same, or nothing when similar ads have no views", () => {
    const { unmount } = show(stats({ similar: 5, ownPerDay: 5, medianPerDay: 4 }), "high");
    expect(screen.getByText("Zobrazení o 25 % více než podobné vozy")).toBeInTheDocument();
    unmount();
    const b = show(stats({ similar: 5, ownPerDay: 4, medianPerDay: 5 }));
    // 20 % fewer is not yet "fewer"
    expect(screen.getByText("Zobrazení zhruba jako podobné vozy")).toBeInTheDocument();
    b.unmount();
    show(stats({ similar: 5, ownPerDay: 2, medianPerDay: 0 }));
    expect(screen.queryByText(/podobné vozy/)).toBeNull();
  });

  it("shows nothing without loaded statistics", () => {
    const { container } = show(undefined);
    expect(container).toBeEmptyDOMElement();
  });
});
