import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import type { PriceRating } from "@/lib/pricing/types";
import { PriceBadge } from "./price-badge";
import { PriceRatingPanel } from "./price-rating-panel";
import { CAR_AD } from "@/tests/fixtures/car-ad";

const text = (el: Element | null) => el?.textContent?.replace(/\s/g, " ").trim();

const RATED: PriceRating = {
  label: "great",
  estimate: 345_000,
  low: 320_000,
  high: 370_000,
  comparables: 43,
  reason: null,
  factors: [
    { key: "drive", amount: 30_000 },
    { key: "age", amount: -25_000, delta: -2 },
    { key: "mileage", amount: 18_000, delta: 30_000 },
  ],
  points: [
    { price: 365_000, mileageKm: 60_000, year: 2020 },
    { price: 329_000, mileageKm: 140_000, year: 2019 },
    { price: 352_000, mileageKm: 95_000, year: 2019 },
  ],
  method: "2026.1",
  computedAt: "2026-11-05T10:00:00Z",
};

const show = (rating: PriceRating, price = 304_000) =>
  render(
    <NextIntlClientProvider locale="cs" messages={messages}>
      <PriceRatingPanel rating={rating} price={price} mileageKm={90_000} year={2018} locale="cs" />
    </NextIntlClientProvider>,
  );

describe("PriceRatingPanel", () => {
  it("names the car's own value of a category factor: 'pohon: 4×4'", () => {
    render(
      <NextIntlClientProvider locale="cs" messages={messages}>
        <PriceRatingPanel
          rating={{
            ...RATED,
            factors: [...RATED.factors, { key: "generation", amount: -9_000 }],
          }}
          price={304_000}
          mileageKm={90_000}
          year={2018}
          locale="cs"
          ad={{ ...CAR_AD, drive_type: "AWD", generation: "III (2013–2020)" }}
        />
      </NextIntlClientProvider>,
    );
    const factors = within(screen.getByRole("list", { name: "Co ovlivnilo odhad" }));
    expect(factors.getAllByRole("listitem").map(text)).toEqual([
      "pohon: 4×4+30 000 Kč",
      "starší o 2 roky než obvykle−25 000 Kč",
      "nižší nájezd než obvykle (o 30 000 km)+18 000 Kč",
      "generace modelu: III (2013–2020)−9 000 Kč",
    ]);
  });

  it("explains a great price: estimate, range, comparison, factors with signed amounts", () => {
    show(RATED);
    const panel = screen.getByRole("region", { name: "Hodnocení ceny" });
    expect(within(panel).getByText("Výborná cena")).toHaveClass("bg-green-700");
    expect(text(screen.getByText("Odhad tržní ceny").nextElementSibling)).toBe("345 000 Kč");
    expect(text(screen.getByText("Férové rozpětí").nextElementSibling)).toBe(
      "320 000 – 370 000 Kč",
    );
    expect(screen.getByText("Cena inzerátu je o 12 % pod odhadem.")).toBeInTheDocument();
    expect(screen.getByText("Porovnáno s 43 podobnými vozy")).toBeInTheDocument();
    const factors = within(screen.getByRole("list", { name: "Co ovlivnilo odhad" }));
    expect(factors.getAllByRole("listitem").map(text)).toEqual([
      "pohon+30 000 Kč",
      "starší o 2 roky než obvykle−25 000 Kč",
      "nižší nájezd než obvykle (o 30 000 km)+18 000 Kč",
    ]);
    expect(screen.queryByText(/znak podvodu/)).not.toBeInTheDocument();
    expect(text(screen.getByText("Jak hodnotíme:").parentElement)).toMatch(
      /stejného modelu .* nikdy z toho, kdo vůz prodává\.Metoda 2026\.1 · spočteno 05\. lis 2026$/,
    );
  });

  it("draws the comparables with this car marked, in words for screen readers and as a table", () => {
    show(RATED);
    const chart = screen.getByRole("img");
    expect(text(chart.parentElement!.querySelector("figcaption"))).toBe(
      "Cena a nájezd srovnatelných vozů",
    );
    expect(chart.getAttribute("aria-label")?.replace(/\s/g, " ")).toBe(
      "Bodový graf cen 3 srovnatelných vozů podle nájezdu, od 329 000 Kč do 365 000 Kč. " +
        "Tento vůz: 304 000 Kč při nájezdu 90 000 km. Férové rozpětí: 320 000 – 370 000 Kč.",
    );
    expect(chart.getAttribute("viewBox")).toBe("0 0 320 220");
    // three comparables and the bigger dot of this car, named on the chart
    const dots = chart.querySelectorAll("circle");
    expect([...dots].map((c) => c.getAttribute("r"))).toEqual(["3.5", "3.5", "3.5", "6.5"]);
    const labels = [...chart.querySelectorAll("text")].map(text);
    expect(labels).toContain("tento vůz");
    expect(labels).toContain("300 tis. Kč");
    expect(labels).toContain("100 tis. km");

    expect(screen.getByText("Tabulka srovnatelných vozů").closest("details")).not.toHaveAttribute(
      "open",
    );
    const rows = within(screen.getByRole("table")).getAllByRole("row").map(text);
    expect(rows).toEqual([
      "RokNájezdCena",
      "2018tento vůz90 000 km304 000 Kč",
      "2019140 000 km329 000 Kč",
      "201995 000 km352 000 Kč",
      "202060 000 km365 000 Kč",
    ]);
    expect(within(screen.getByRole("table")).getAllByRole("row")[1]).toHaveClass("font-semibold");
  });

  it("warns of a suspiciously low price", () => {
    show({ ...RATED, label: "suspicious" }, 190_000);
    expect(screen.getByText("Podezřele nízká cena")).toBeInTheDocument();
    expect(
      screen.getByText(
        /hluboko pod cenami srovnatelných vozů\. To bývá častý znak podvodu: nikdy neplaťte předem/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Cena inzerátu je o 45 % pod odhadem.")).toBeInTheDocument();
  });

  it("gives the reason an ad cannot be rated, and no estimate, chart or table", () => {
    show({
      ...RATED,
      label: "unrated",
      estimate: null,
      low: null,
      high: null,
      comparables: 5,
      reason: "few",
      factors: [],
    });
    expect(screen.getByText("Nelze ohodnotit")).toBeInTheDocument();
    expect(
      screen.getByText("Na trhu je méně než 8 srovnatelných vozů, odhad by nebyl spolehlivý."),
    ).toBeInTheDocument();
    expect(screen.queryByText("Odhad tržní ceny")).not.toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByText("Jak hodnotíme:")).toBeInTheDocument();
  });
});

describe("PriceBadge", () => {
  const badge = (label: PriceRating["label"]) =>
    render(
      <NextIntlClientProvider locale="cs" messages={messages}>
        <PriceBadge label={label} />
      </NextIntlClientProvider>,
    );

  it("shows the label as a coloured pill", () => {
    badge("overpriced");
    expect(screen.getByText("Vysoká cena")).toHaveClass("bg-red-100");
  });

  it("shows nothing for an unrated ad", () => {
    const { container } = badge("unrated");
    expect(container).toBeEmptyDOMElement();
  });
});
