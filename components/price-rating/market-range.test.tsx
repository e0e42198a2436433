import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { EDIT_MESSAGES } from "@/components/ad-edit/state/messages";
import type { MarketCar } from "@/components/swr/use-market-value";
import { pickMessages } from "@/lib/infra/i18n/client-messages";
import type { ApiMarketValue } from "@/lib/pricing/types";
import { answerFetch, SwrTestProvider } from "@/tests/helpers/swr";
import { MarketRange } from "./market-range";

// The market range beside a seller's price (issue 30): the range, the label of a typed price and
// its warnings, the reason when there is no estimate, nothing when the market is unknown.

const m = messages.marketRange;
const CAR: MarketCar = {
  make: "Škoda",
  model: "Octavia",
  year: 2019,
  mileage_km: 120_000,
  fuel_type: "diesel",
  equipment: ["ac_auto", "tow_bar"],
  ad_id: 7,
};
const BASE =
  "/api/ads/market-value/?make=%C5%A0koda&model=Octavia&year=2019&mileage_km=120000&fuel_type=diesel&equipment=ac_auto%2Ctow_bar";
const url = (price?: number) => `${BASE}${price ? `&price=${price}` : ""}&ad_id=7`;
const MARKET: ApiMarketValue = {
  label: null,
  estimate: 335_000,
  low: 310_000,
  high: 360_000,
  comparables: 24,
  reason: null,
  factors: [],
  method: "ridge-loglinear-1",
  computed_at: "2026-11-05T10:00:00Z",
};
const rated = (label: ApiMarketValue["label"]) => ({ status: 200, body: { ...MARKET, label } });

/** The range with the messages the edit screen sends the browser. */
const show = (price: number | null, car = CAR) =>
  render(
    <NextIntlClientProvider locale="cs" messages={pickMessages(messages, EDIT_MESSAGES)}>
      <SwrTestProvider>
        <MarketRange car={car} price={price} />
      </SwrTestProvider>
    </NextIntlClientProvider>,
  );
const status = () => screen.getByRole("status");
const said = () => status().textContent!.replace(/\s/g, " ");

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test("says the market range of similar cars, the estimate and how many cars it rests on", async () => {
  const fetchMock = answerFetch({ [url()]: { status: 200, body: MARKET } });
  show(null);
  expect(await screen.findByText(/310\s000 – 360\s000\sKč/)).toBeVisible();
  expect(said()).toBe(
    "Tržní cena podobných vozů: 310 000 – 360 000 Kč (odhad 335 000 Kč, 24 srovnatelných vozů)",
  );
  expect(status()).toHaveAttribute("aria-live", "polite");
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test("labels a typed price as buyers will see it, and warns of a price above the range", async () => {
  answerFetch({ [url(340_000)]: rated("fair"), [url(420_000)]: rated("overpriced") });
  const { rerender } = show(340_000);
  expect(await screen.findByText(messages.priceRating.label.fair)).toBeVisible();
  expect(said()).toContain(m.yourPrice);
  expect(screen.queryByText(m.above)).toBeNull();
  rerender(
    <NextIntlClientProvider locale="cs" messages={pickMessages(messages, EDIT_MESSAGES)}>
      <SwrTestProvider>
        <MarketRange car={CAR} price={420_000} />
      </SwrTestProvider>
    </NextIntlClientProvider>,
  );
  expect(await screen.findByText(m.above)).toBeVisible();
  expect(screen.getByText(messages.priceRating.label.overpriced)).toBeVisible();
  expect(screen.queryByText(messages.priceRating.label.fair)).toBeNull();
});

test("warns of a price far below the market: a missing digit or what buyers take for a scam", async () => {
  answerFetch({ [url(33_500)]: rated("suspicious") });
  show(33_500);
  expect(await screen.findByText(m.suspicious)).toBeVisible();
  expect(screen.getByText(messages.priceRating.label.suspicious)).toBeVisible();
  expect(screen.queryByText(m.above)).toBeNull();
});

test("says why there is no estimate for a car too rare to rate", async () => {
  answerFetch({
    [url(250_000)]: {
      status: 200,
      body: { ...MARKET, label: "unrated", estimate: null, low: null, high: null, reason: "few" },
    },
  });
  show(250_000);
  expect(await screen.findByText(m.unrated)).toBeVisible();
  expect(screen.getByText(messages.priceRating.reason.few)).toBeVisible();
  expect(screen.queryByText(messages.priceRating.label.unrated)).toBeNull();
});

test("shows nothing when the market is unknown, and asks nothing before make, model and year", async () => {
  const fetchMock = answerFetch({ [url(250_000)]: { status: 200, body: null } });
  show(250_000);
  await screen.findByRole("status");
  await new Promise((r) => setTimeout(r, 50));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(status()).toBeEmptyDOMElement();
  fetchMock.mockClear();
  show(250_000, { ...CAR, year: null });
  await new Promise((r) => setTimeout(r, 50));
  expect(fetchMock).not.toHaveBeenCalled();
});
