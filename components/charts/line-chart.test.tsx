import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import en from "@/messages/en.json";
import { StatsDetail, type StatsDetailView } from "@/components/profile/stats-detail";
import { DayTable, LineChart } from "./line-chart";

const text = (el: Element | null) => el?.textContent?.replace(/\s/g, " ").trim();

const DAYS = ["2026-11-01", "2026-11-02", "2026-11-03"];
const SERIES = { views: [4, 0, 12], impressions: [30, 25, 80], contacts: [0, 1, 2] };
const MARKS = [{ day: "2026-11-02", price: 275_000 }];

const show = (el: React.ReactNode, locale: "cs" | "en" = "cs") =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "cs" ? messages : en}>
      {el}
    </NextIntlClientProvider>,
  );

describe("LineChart and DayTable", () => {
  it("draws one line per series, marks the price change and sums it up in words", () => {
    const { container } = show(<LineChart days={DAYS} series={SERIES} marks={MARKS} />);
    const chart = screen.getByRole("img");
    expect(chart).toHaveAccessibleName(
      "Za 3 dní – zobrazení: 16, ve výsledcích hledání: 135, kontakty: 3, změny ceny: 1",
    );
    expect(container.querySelectorAll("polyline")).toHaveLength(3);
    const mark = container.querySelector('[data-mark="2026-11-02"]');
    expect(mark).not.toBeNull();
    expect(text(mark!.querySelector("title"))).toBe("Změna ceny na 275 000 Kč");
    expect(screen.getByText("změna ceny")).toBeInTheDocument();
    // the x axis names the first and last day
    expect(screen.getByText("1. 11.")).toBeInTheDocument();
    expect(screen.getByText("3. 11.")).toBeInTheDocument();
  });

  it("counts in whole numbers on its axis (a top of 1 is 0 and 1, not 0, 1, 1)", () => {
    const { container } = show(
      <LineChart
        days={DAYS}
        series={{ views: [0, 0, 1], impressions: [0, 1, 1], contacts: [0, 0, 1] }}
        marks={[]}
      />,
    );
    const ticks = [...container.querySelectorAll("svg > g > text")].map(text);
    expect(ticks).toEqual(["0", "1"]);
  });

  it("has no price legend without a change in the period", () => {
    const { container } = show(
      <LineChart days={DAYS} series={SERIES} marks={[{ day: "2026-10-01", price: 1 }]} />,
    );
    expect(container.querySelector("[data-mark]")).toBeNull();
    expect(screen.queryByText("změna ceny")).toBeNull();
  });

  it("lists every day newest first, with the new price on its day", () => {
    show(<DayTable days={DAYS} series={SERIES} marks={MARKS} />);
    const rows = within(screen.getByRole("table"))
      .getAllByRole("row")
      .map((row) => [...row.children].map(text).filter(Boolean).join(" "));
    expect(rows).toEqual([
      "Den Zobrazení Ve výsledcích Kontakty Cena",
      "3. 11. 12 80 2",
      "2. 11. 0 25 1 nová cena 275 000 Kč",
      "1. 11. 4 30 0",
    ]);
  });

  it("speaks English in English", () => {
    show(<DayTable days={DAYS} series={SERIES} marks={MARKS} />, "en");
    expect(screen.getByRole("columnheader", { name: "In results" })).toBeInTheDocument();
    expect(screen.getByText(/new price/)).toBeInTheDocument();
  });
});

describe("StatsDetail", () => {
  const zero = { clicks: 0, phoneReveals: 0, messages: 0, favorites: 0, shares: 0 };
  const view: StatsDetailView = {
    ad: { id: 42, title: "Škoda Octavia" },
    days: DAYS.map((day, i) => ({
      day,
      ...zero,
      views: SERIES.views[i],
      impressions: SERIES.impressions[i],
      phoneReveals: SERIES.contacts[i],
    })),
    totals: { ...zero, views: 16, impressions: 135, contacts: 3, phoneReveals: 3 },
    priceChanges: MARKS,
  };

  it("switches the period by links and shows the totals, chart and table", () => {
    show(<StatsDetail view={view} period={90} />);
    const period = within(screen.getByRole("navigation", { name: "Období" }));
    expect(period.getByRole("link", { name: "30 dní" })).toHaveAttribute(
      "href",
      "/profile/inzeraty/42/statistiky",
    );
    expect(period.getByRole("link", { name: "90 dní" })).toHaveAttribute("aria-current", "page");
    expect(text(screen.getByText("Zobrazení telefonu").nextElementSibling)).toBe("3");
    expect(screen.getByRole("img")).toBeInTheDocument();
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(4);
    expect(screen.getByRole("link", { name: "Škoda Octavia" })).toHaveAttribute(
      "href",
      "/ads/cars/42",
    );
  });
});
