import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import cs from "@/messages/cs.json";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import type { CarAd } from "@/lib/ads/types";
import { CAR_AD } from "@/tests/fixtures/car-ad";
import { EquipmentList } from "./equipment-list";
import { SpecList } from "./spec-list";

const show = (ui: React.ReactNode, locale: "cs" | "en" | "ru" = "cs") =>
  render(
    <NextIntlClientProvider locale={locale} messages={{ cs, en, ru }[locale]}>
      {ui}
    </NextIntlClientProvider>,
  );

/** The list's rows as "label: value". */
const rows = () =>
  within(screen.getByRole("region", { name: "Parametry" }))
    .getAllByRole("term")
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`.replace(/\s/g, " "));

describe("SpecList", () => {
  // a fixed today (mid-November 2026), so that the STKs below stay valid or expired
  beforeEach(() => jest.useFakeTimers({ now: new Date("2026-11-15T12:00:00Z") }));
  afterEach(() => jest.useRealTimers());

  it("shows the car data beside the specification: metallic colour, doors, seats, STK month, service book, the region", () => {
    show(<SpecList ad={{ ...CAR_AD, garaged: false }} />);
    expect(rows()).toEqual([
      "Rok výroby: 2018",
      "Najeto: 120 000 km",
      "Výkon: 110 kW (150 k)",
      "Palivo: Nafta",
      "Převodovka: Manuál",
      "Pohon: Přední náhon",
      "Karoserie: Kombi",
      "Barva: Šedá metalíza",
      "Počet dveří: 5",
      "Počet míst: 5",
      "Počet majitelů: 2",
      "STK do: 05/2027",
      "Servisní knížka: Ano",
      "Garážováno: Ne",
      "Země původu: Německo",
      "Lokalita: Brno, Jihomoravský kraj",
      "VIN: TMBJJ7NE8J0123456",
      "Stav: Ojetý",
    ]);
  });

  it("leaves out the car data the ad does not give, but keeps the specification's rows as unknown", () => {
    const ad: CarAd = {
      ...CAR_AD,
      colour: null,
      metallic: null,
      doors: null,
      seats: null,
      stk_valid_until: null,
      service_book: null,
      garaged: null,
      region: null,
      number_of_owners: null,
    };
    show(<SpecList ad={ad} />);
    const shown = rows();
    expect(shown).toContain("Počet majitelů: neuvedeno");
    expect(shown).toContain("Lokalita: Brno");
    for (const label of ["Barva", "Počet dveří", "Počet míst", "STK do", "Servisní", "Garážováno"])
      expect(shown.some((r) => r.startsWith(label))).toBe(false);
  });

  it("names a plain colour without metallic, and Prague once", () => {
    show(<SpecList ad={{ ...CAR_AD, metallic: false, location_name: "Praha", region: "praha" }} />);
    expect(rows()).toEqual(expect.arrayContaining(["Barva: Šedá", "Lokalita: Praha"]));
  });

  it("writes the STK month and the metallic colour in the reader's language", () => {
    show(<SpecList ad={CAR_AD} />, "ru");
    const dl = screen.getByRole("region", { name: "Характеристики" });
    expect(dl).toHaveTextContent("Серый металлик");
    expect(dl).toHaveTextContent("05.2027");
  });
});

describe("an STK whose month is over", () => {
  // 00:30 on 1 December 2026 in Prague (still 30 November in UTC): November is over
  beforeEach(() => jest.useFakeTimers({ now: new Date("2026-11-30T23:30:00Z") }));
  afterEach(() => jest.useRealTimers());

  const stkValue = () =>
    within(screen.getByRole("region", { name: /Parametry|Specifications|Характеристики/ }))
      .getAllByRole("term")
      .find((dt) => /STK|MOT|Техосмотр/i.test(dt.textContent ?? ""))!.nextElementSibling!;

  it("says it has expired, in a warning colour, in each language", () => {
    const { unmount } = show(<SpecList ad={{ ...CAR_AD, stk_valid_until: "2026-11" }} />);
    expect(stkValue()).toHaveTextContent("11/2026 – propadlá");
    expect(stkValue()).toHaveClass("text-red-700");
    unmount();
    const enList = show(<SpecList ad={{ ...CAR_AD, stk_valid_until: "2024-05" }} />, "en");
    expect(stkValue()).toHaveTextContent("05/2024 – expired");
    enList.unmount();
    show(<SpecList ad={{ ...CAR_AD, stk_valid_until: "2024-05" }} />, "ru");
    expect(stkValue()).toHaveTextContent("05.2024 – истекла");
  });

  it("is valid to the end of its month: the current month is not expired", () => {
    show(<SpecList ad={{ ...CAR_AD, stk_valid_until: "2026-12" }} />);
    expect(stkValue()).toHaveTextContent(/^12\/2026$/);
    expect(stkValue()).not.toHaveClass("text-red-700");
  });
});

describe("EquipmentList", () => {
  it("lists the equipment under its groups' headings, in the list's order, only groups it has", () => {
    show(<EquipmentList equipment={CAR_AD.equipment} />);
    const section = screen.getByRole("region", { name: "Výbava" });
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Komfort", "Bezpečnost", "Multimédia", "Ostatní"]);
    const comfort = within(section).getByRole("list", { name: "Komfort" });
    expect(
      within(comfort)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Klimatizace automatická", "Tempomat"]);
  });

  it("leaves out a group without items, and shows nothing for an ad without equipment", () => {
    const { unmount } = show(<EquipmentList equipment={["abs"]} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Bezpečnost",
    ]);
    unmount();
    const { container } = show(<EquipmentList equipment={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
