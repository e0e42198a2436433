import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import messages from "@/messages/en.json";
import { compareRows, equipmentRows, type CompareAd } from "@/lib/compare/rows";
import { CompareProblem, CompareView } from "./compare-view";

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const ad = (o: Partial<CompareAd>): CompareAd =>
  ({
    id: 1,
    title: "Škoda Octavia",
    make: "Škoda",
    model: "Octavia",
    generation: "III",
    generation_id: 3,
    variant: null,
    year: 2018,
    price: 300_000,
    vat_refund: null,
    condition: "used",
    mileage_km: 150_000,
    number_of_owners: 1,
    power_kw: 110,
    fuel_type: "diesel",
    transmission: "mt",
    drive_type: "FWD",
    body_type: null,
    purchase_country: "Germany",
    location_name: "Brno",
    location_link: null,
    vin_number: null,
    equipment: [],
    image_links: [],
    image_minis: ["/a-mini.webp"],
    status: "active",
    archived: false,
    price_rating: null,
    ...o,
  }) as CompareAd;

const cars = [
  ad({ id: 12, equipment: ["ac_auto", "tow_bar"] }),
  ad({
    id: 34,
    title: "Škoda Superb",
    model: "Superb",
    price: 450_000,
    power_kw: 140,
    equipment: ["ac_auto", "abs"],
  }),
  ad({ id: 56, title: "Old one", status: "archived", archived: true, image_minis: [] }),
];

function show(diff: boolean, missing = 0, ads = cars) {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <CompareView
        ads={ads}
        rows={compareRows(ads, 2026)}
        equipment={equipmentRows(ads)}
        diff={diff}
        missing={missing}
      />
    </NextIntlClientProvider>,
  );
  return screen.getByRole("table");
}

describe("CompareView", () => {
  it("shows a column per ad with its link, price, the archived badge and a remove link", () => {
    const table = show(false);
    const heads = within(table).getAllByRole("columnheader");
    expect(heads.map((h) => within(h).getAllByRole("link")[0].textContent)).toEqual([
      "Škoda Octavia",
      "Škoda Superb",
      "Old one",
    ]);
    expect(within(heads[0]).getByRole("link", { name: "Škoda Octavia" })).toHaveAttribute(
      "href",
      "/ads/cars/12",
    );
    expect(within(heads[2]).getByText("Archived")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Remove from comparison: Škoda Superb" }),
    ).toHaveAttribute("href", "/favorites/compare?ids=12,56");
  });

  it("labels rows like the ad page, formats values and marks differences and the best value", () => {
    const table = show(false);
    const power = within(table).getByRole("row", { name: /^Power/ });
    expect(within(power).getByRole("rowheader")).toHaveTextContent("Power (differs)");
    expect(
      within(power)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["110 kW (150 hp)", "140 kW (190 hp)best", "110 kW (150 hp)"]);
    const perKm = within(table).getByRole("row", { name: /Price per km/ });
    expect(within(perKm).getAllByRole("cell")[0]).toHaveTextContent("2 CZK/km");
    const fuel = within(table).getByRole("row", { name: /^Fuel/ });
    expect(within(fuel).getByRole("rowheader")).toHaveTextContent(/^Fuel$/);
    expect(within(table).getByRole("row", { name: /^VAT refund/ })).toHaveTextContent(
      /not stated|unknown/i,
    );
  });

  it("shows only the rows that differ when asked, the switch linking both ways", () => {
    const table = show(true);
    const labels = within(table)
      .getAllByRole("rowheader")
      .map((h) => h.textContent);
    expect(labels).toEqual([
      "Price (differs)",
      "Price per km driven (differs)",
      "Model (differs)",
      "Power (differs)",
      "Equipment: Safety",
      "ABS (differs)",
      "Equipment: Other",
      "Tow bar (differs)",
    ]);
    expect(screen.getByRole("link", { name: "All specifications" })).toHaveAttribute(
      "href",
      "/favorites/compare?ids=12,34,56",
    );
    expect(screen.getByRole("link", { name: "Only differences" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("shows the equipment any car has by group: ✓ where a car has it, — where it lacks it, unknown where it lists none", () => {
    const table = show(false);
    expect(within(table).getAllByRole("rowheader", { name: /^Equipment:/ })).toHaveLength(3);
    const cells = (name: RegExp) =>
      within(within(table).getByRole("row", { name }))
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(cells(/^Automatic climate control/)).toEqual(["✓has it", "✓has it", "unknown"]);
    expect(cells(/^Tow bar/)).toEqual(["✓has it", "—does not have it", "unknown"]);
  });

  it("shows each price against the market with its rating's badge after the price, the lowest best unless suspicious", () => {
    const rated = [
      ad({ id: 1, price: 276_000, price_rating: { label: "good", estimate: 300_000 } }),
      ad({ id: 2, price: 150_000, price_rating: { label: "suspicious", estimate: 300_000 } }),
      ad({ id: 3, price: 336_000, price_rating: { label: "high", estimate: 300_000 } }),
      ad({ id: 4, price: 250_000, price_rating: { label: "unrated", estimate: null } }),
    ];
    const table = show(false, 0, rated);
    const labels = within(table)
      .getAllByRole("rowheader")
      .map((h) => h.textContent);
    expect(labels.slice(0, 3)).toEqual([
      "Price (differs)",
      "Price vs. market (differs)",
      "Price per km driven (differs)",
    ]);
    const market = within(table).getByRole("row", { name: /^Price vs\. market/ });
    expect(
      within(market)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["−8%Good pricebest", "−50%Suspiciously low price", "+12%Higher price", "not rated"]);
  });

  it("keeps the price against the market among only the differences while it differs", () => {
    const same = { label: "fair", estimate: 300_000 } as const;
    show(true, 0, [
      ad({ id: 1, price_rating: same }),
      ad({ id: 2, price: 309_000, price_rating: same }),
    ]);
    expect(screen.getByRole("row", { name: /^Price vs\. market/ })).toHaveTextContent(
      "Price vs. market (differs)0%Fair pricebest+3%Fair price",
    );
  });

  it("leaves the price against the market out of only the differences when it is the same", () => {
    const same = { label: "fair", estimate: 300_000 } as const;
    show(true, 0, [
      ad({ id: 1, price_rating: same }),
      ad({ id: 2, price_rating: same, power_kw: 140 }),
    ]);
    expect(screen.queryByRole("row", { name: /^Price vs\. market/ })).not.toBeInTheDocument();
    expect(screen.getByRole("row", { name: /^Power/ })).toBeInTheDocument();
  });

  it("marks an STK whose month is over as expired, as the ad page does; the current month is valid", () => {
    jest.useFakeTimers({ now: new Date("2026-11-15T12:00:00Z") });
    try {
      const table = show(false, 0, [
        ad({ id: 1, stk_valid_until: "2026-10" }),
        ad({ id: 2, stk_valid_until: "2026-11" }),
      ]);
      const [expired, valid] = within(
        within(table).getByRole("row", { name: /^Inspection/ }),
      ).getAllByRole("cell");
      expect(expired).toHaveTextContent(/^10\/2026 – expired$/);
      expect(expired).toHaveClass("text-red-700");
      expect(valid).toHaveTextContent(/^11\/2026best$/);
      expect(valid).not.toHaveClass("text-red-700");
    } finally {
      jest.useRealTimers();
    }
  });

  it("tells how many chosen ads are gone and where on a phone the columns are", () => {
    show(false, 1);
    expect(screen.getByRole("status")).toHaveTextContent("1 selected ad no longer exists");
    expect(screen.getByText("1–2 of 3")).toBeInTheDocument();
  });
});

describe("CompareProblem", () => {
  it("explains the limit and links to the favourites", () => {
    render(
      <NextIntlClientProvider locale="en" messages={messages}>
        <CompareProblem reason="tooMany" missing={0} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole("heading", { name: "Too many cars" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to favourites" })).toHaveAttribute(
      "href",
      "/favorites",
    );
  });
});
