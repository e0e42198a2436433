import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import cs from "@/messages/cs.json";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import type { CarListing } from "@/lib/cars/listings";
import { CarListings } from "./car-listings";
import { FirstListed } from "./first-listed";
import { PriceHistory } from "./price-history";

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const MESSAGES = { cs, en, ru };
type Lang = keyof typeof MESSAGES;
const show = (locale: Lang, ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]}>
      {ui}
    </NextIntlClientProvider>,
  );

const listing = (id: number, source: CarListing["source"], price: number): CarListing => ({
  id,
  source,
  price,
  status: "active",
  listed_at: "2026-11-01T10:00:00Z",
});
const others = [listing(12, "bazos", 270_000), listing(15, "facebook", 275_000)];
const NOW = new Date("2026-11-25T11:00:00Z");
const daysBefore = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();
const text = (el: HTMLElement) => el.textContent?.replace(/\s/g, " ");

describe("CarListings (Tento vůz je inzerován také)", () => {
  it.each([
    ["cs", "Tento vůz je inzerován také", "Bazoš", "Facebook", "Zobrazit inzerát"],
    ["en", "This car is also listed", "Bazoš", "Facebook", "View listing"],
    ["ru", "Этот автомобиль также продаётся", "Bazoš", "Facebook", "Открыть объявление"],
  ] as const)(
    "%s: each other listing with its source, price and a link to its page here",
    (locale, title, bazos, facebook, open) => {
      show(locale, <CarListings others={others} />);
      const section = screen.getByRole("region", { name: title });
      const items = within(section).getAllByRole("listitem");
      expect(items.map(text)).toEqual([
        `${bazos}270 000 Kč${open}`,
        `${facebook}275 000 Kč${open}`,
      ]);
      const links = within(section).getAllByRole("link");
      expect(links.map((a) => a.getAttribute("href"))).toEqual(["/ads/cars/12", "/ads/cars/15"]);
      expect(links[0]).toHaveAccessibleName(expect.stringContaining(bazos));
    },
  );

  it("names a listing of another source by the source's name (Vozovna, jiný zdroj)", () => {
    show("cs", <CarListings others={[listing(3, "own", 300_000), listing(4, "other", 310_000)]} />);
    expect(screen.getAllByRole("listitem").map(text)).toEqual([
      "Vozovna300 000 KčZobrazit inzerát",
      "Jiný zdroj310 000 KčZobrazit inzerát",
    ]);
  });

  it("shows nothing when the car has no other active listing", () => {
    const { container } = show("cs", <CarListings others={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("FirstListed (Poprvé inzerováno před N dny)", () => {
  beforeAll(() => jest.useFakeTimers({ now: NOW }));
  afterAll(() => jest.useRealTimers());

  it.each([
    ["cs", 45, "Poprvé inzerováno před 45 dny"],
    ["cs", 1, "Poprvé inzerováno před 1 dnem"],
    ["en", 45, "First listed 45 days ago"],
    ["en", 1, "First listed 1 day ago"],
    ["ru", 21, "Впервые выставлен 21 день назад"],
    ["ru", 3, "Впервые выставлен 3 дня назад"],
    ["ru", 45, "Впервые выставлен 45 дней назад"],
  ] as const)("%s: %i days", (locale, days, expected) => {
    show(locale, <FirstListed firstListedAt={daysBefore(days)} listedAt={NOW.toISOString()} />);
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it("shows nothing when this listing is the car's first, or the first is of the same day", () => {
    const now = NOW.toISOString();
    const { container } = show(
      "cs",
      <>
        <FirstListed firstListedAt={null} listedAt={now} />
        <FirstListed firstListedAt={now} listedAt={now} />
        <FirstListed firstListedAt={daysBefore(10)} listedAt={daysBefore(10)} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("PriceHistory of a car listed on several sources", () => {
  it("marks each price with its listing's source, so a rise hidden by a relist shows", () => {
    show(
      "cs",
      <PriceHistory
        locale="cs"
        history={[
          { price: 260_000, changed_at: "2026-09-15T10:00:00Z", source: "bazos" },
          { price: 299_000, changed_at: "2026-11-10T10:00:00Z", source: "own" },
        ]}
      />,
    );
    expect(screen.getAllByRole("listitem").map(text)).toEqual([
      "10. lis 2026Vozovna299 000 Kč↑ +39 000 Kč",
      "15. zář 2026Bazoš260 000 Kčpůvodní cena",
    ]);
  });
});
