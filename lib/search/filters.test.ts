import { createTranslator } from "next-intl";
import cs from "@/messages/cs.json";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { filterChips, filterSummary, type SummaryText } from "./filters";
import { pageQuery, EMPTY_FORM } from "./form-state";
import {
  parseApiSearchParams,
  parseSearchParams,
  SearchParamsError,
  type SearchFilters,
} from "./schemas";

const text = (locale: "cs" | "en" | "ru", messages: typeof cs): SummaryText => ({
  locale,
  t: createTranslator({ locale, messages, namespace: "filterSummary" }),
  enums: createTranslator({ locale, messages, namespace: "enums" }),
});

describe("filterSummary", () => {
  const filters: SearchFilters = {
    ordering: "update",
    page: 1,
    catalog: [{ make: "Škoda", model: "Octavia" }],
    min_year: 2015,
    max_year: 2020,
    max_price: 300000,
    fuel_type: "diesel",
  };

  it("describes a filter set in cs, en and ru", () => {
    // Intl writes a no-break space between thousands and before Kč
    const plain = (s: string) => s.replace(/\u00a0|\u202f/g, " ");
    expect(plain(filterSummary(filters, text("cs", cs)))).toBe(
      "Škoda Octavia, 2015–2020, do 300 000 Kč, nafta",
    );
    expect(plain(filterSummary(filters, text("en", en)))).toBe(
      "Škoda Octavia, 2015–2020, up to 300 000 Kč, diesel",
    );
    expect(plain(filterSummary(filters, text("ru", ru)))).toBe(
      "Škoda Octavia, 2015–2020, до 300 000 Kč, дизель",
    );
  });

  it("names one side of a range, several models, the remaining filters and the created date", () => {
    const summary = filterSummary(
      {
        catalog: [
          { make: "Škoda", model: "Octavia", variants: ["RS"] },
          { make: "Škoda", model: "Fabia" },
          { make: "Ford" },
        ],
        min_mileage: 50000,
        min_power_kw: 100,
        transmission: "automatic",
        condition: "used",
        vat_refund: true,
        created_after: "2026-11-05T10:00:00.000Z",
      },
      text("cs", cs),
    );
    expect(summary.replace(/\u00a0|\u202f/g, " ")).toBe(
      "Škoda Octavia RS, Fabia, Ford, od 50 000 km, od 100 kW, automat, ojetý, odpočet DPH, přidáno od 05. lis 2026",
    );
  });

  it("is empty without filters", () => {
    expect(filterSummary({ catalog: [] }, text("en", en))).toBe("");
  });
});

describe("created_after", () => {
  it("reads a date or a date-time with an offset, and writes it back into the page URL", () => {
    expect(parseSearchParams({ created_after: "2026-11-01" }).created_after).toBe(
      "2026-11-01T00:00:00.000Z",
    );
    const filters = parseApiSearchParams(
      new URLSearchParams("created_after=2026-11-01T10:30:00%2B01:00"),
    );
    expect(filters.created_after).toBe("2026-11-01T09:30:00.000Z");
    expect(pageQuery({ ...EMPTY_FORM, created_after: filters.created_after })).toBe(
      "created_after=2026-11-01T09%3A30%3A00.000Z",
    );
  });

  it("reads a + offset that was not percent-encoded (it arrives as a space)", () => {
    const filters = parseApiSearchParams(
      new URLSearchParams("created_after=2026-11-01T10:30:00+01:00"),
    );
    expect(filters.created_after).toBe("2026-11-01T09:30:00.000Z");
  });

  it("the page ignores a malformed value, the API answers naming the parameter", () => {
    for (const raw of ["yesterday", "2026-13-01", "2026-11-01T10:30:00", "1700000000"]) {
      expect(parseSearchParams({ created_after: raw, min_year: "2015" })).toEqual({
        ordering: "update",
        page: 1,
        catalog: [],
        min_year: 2015,
      });
      expect(() => parseApiSearchParams(new URLSearchParams({ created_after: raw }))).toThrow(
        SearchParamsError,
      );
      try {
        parseApiSearchParams(new URLSearchParams({ created_after: raw }));
      } catch (err) {
        expect(Object.keys((err as SearchParamsError).fields)).toEqual(["created_after"]);
      }
    }
  });
});

describe("the car data filters (issue 29)", () => {
  it("reads lists in any case and order, once each; a month; yes/no switches", () => {
    const f = parseApiSearchParams(
      new URLSearchParams(
        "body_type=five_door_suv,ESTATE_CAR,estate_car&drive_type=AWD&equipment=tow_bar,ac_auto" +
          "&region=jihomoravsky-kraj&min_doors=4&max_seats=7&stk_until=2027-05&service_book=true" +
          "&first_owner=1&not_damaged=true&seller_type=private,dealer&colour=",
      ),
    );
    expect(f).toMatchObject({
      body_type: ["FIVE_DOOR_SUV", "ESTATE_CAR"],
      drive_type: ["AWD"],
      equipment: ["ac_auto", "tow_bar"],
      region: ["jihomoravsky-kraj"],
      min_doors: 4,
      max_seats: 7,
      stk_until: "2027-05",
      service_book: true,
      first_owner: true,
      not_damaged: true,
      seller_type: ["private", "dealer"],
    });
    expect(f.colour).toBeUndefined();
  });

  it.each([
    ["body_type", "ESTATE_CAR,spaceship"],
    ["equipment", "tow_bar,warp_drive"],
    ["region", "bavaria"],
    ["stk_until", "2027-13"],
    ["min_doors", "four"],
    ["first_owner", "maybe"],
    ["not_damaged", "no"],
  ])("the API answers a bad %s naming it; the page ignores it", (key, raw) => {
    try {
      parseApiSearchParams(new URLSearchParams({ [key]: raw }));
      throw new Error("accepted");
    } catch (err) {
      expect(err).toBeInstanceOf(SearchParamsError);
      expect(Object.keys((err as SearchParamsError).fields)).toEqual([key]);
    }
    expect(parseSearchParams({ [key]: raw, min_year: "2015" })).toEqual({
      ordering: "update",
      page: 1,
      catalog: [],
      min_year: 2015,
    });
  });

  it("names them in the summary: a buyer's Octavia kombi 4×4 with a tow bar, first owner", () => {
    const f: SearchFilters = {
      ordering: "update",
      page: 1,
      catalog: [{ make: "Škoda", model: "Octavia" }],
      body_type: ["ESTATE_CAR"],
      drive_type: ["AWD"],
      equipment: ["tow_bar"],
      first_owner: true,
      not_damaged: true,
      service_book: true,
      stk_until: "2027-05",
      min_seats: 7,
      region: ["jihomoravsky-kraj"],
    };
    expect(filterSummary(f, text("cs", cs))).toBe(
      "Škoda Octavia, kombi, 4×4, od 7 míst, tažné zařízení, STK do 05/2027 a déle, servisní knížka, první majitel, nehavarované, Jihomoravský kraj",
    );
    expect(filterSummary(f, text("en", en))).toContain(
      "estate, all-wheel drive, from 7 seats, tow bar, MOT (STK) until 05/2027 or later, service book, first owner, not damaged, South Moravian Region",
    );
  });
});

describe("the price rating's filter and ordering (issue 30)", () => {
  it("reads good_price=true and ordering=price_rating; names the filter in the summary", () => {
    const f = parseApiSearchParams(
      new URLSearchParams("good_price=true&ordering=price_rating&max_price=300000"),
    );
    expect(f).toMatchObject({ good_price: true, ordering: "price_rating", max_price: 300_000 });
    expect(filterSummary(f, text("cs", cs)).replace(/\s/g, " ")).toBe(
      "do 300 000 Kč, jen dobré a výborné ceny",
    );
    expect(filterSummary(f, text("en", en))).toContain("good and great prices only");
  });

  it("answers a bad good_price naming it", () => {
    expect(() => parseApiSearchParams(new URLSearchParams("good_price=maybe"))).toThrow(
      SearchParamsError,
    );
    expect(parseSearchParams({ good_price: "maybe" }).good_price).toBeUndefined();
  });
});

describe("filterChips", () => {
  it("gives a range one chip, each value of a list its own, and what removes each", () => {
    const chips = filterChips(
      {
        min_year: 2015,
        max_year: 2020,
        body_type: ["ESTATE_CAR", "FIVE_DOOR_SUV"],
        equipment: ["tow_bar"],
        first_owner: true,
        created_after: "2026-11-01T00:00:00.000Z",
      },
      text("cs", cs),
    );
    expect(chips.map((c) => [c.label, c.remove])).toEqual([
      ["2015–2020", { min_year: undefined, max_year: undefined }],
      ["kombi", { body_type: ["FIVE_DOOR_SUV"] }],
      ["SUV", { body_type: ["ESTATE_CAR"] }],
      ["tažné zařízení", { equipment: [] }],
      ["první majitel", { first_owner: undefined }],
    ]);
    expect(filterChips({ max_doors: 3 }, text("en", en)).map((c) => c.label)).toEqual([
      "up to 3 doors",
    ]);
  });
});
