import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import type { AdListItem } from "@/lib/ads/types";
import { addGuestFavorite, readGuestFavorites } from "@/lib/favorites/guest-store";
import { GUEST_FAVORITES_MESSAGES, pickMessages } from "@/lib/infra/i18n/client-messages";
import { answerFetch, SwrTestProvider } from "@/tests/helpers/swr";
import { GuestFavorites } from "./guest-favorites";

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, ...rest }: { href: string | { pathname: string; query: object } }) => (
    <a
      href={
        typeof href === "string"
          ? href
          : `${href.pathname}?${new URLSearchParams(href.query as Record<string, string>)}`
      }
      {...rest}
    />
  ),
  getPathname: ({ href }: { href: string }) => href,
}));

const t = messages.favorites;
const SIGNED_OUT = { status: 401, body: { error: "Sign in", code: "unauthorized" } };

const ad = (id: number, title: string, price: number, archived = false): AdListItem => ({
  id,
  title,
  make: title.split(" ")[0],
  model: title.split(" ")[1],
  generation: null,
  generation_id: null,
  price,
  year: 2018,
  mileage_km: 120000,
  power_kw: 110,
  transmission: "mt",
  drive_type: null,
  fuel_type: "diesel",
  body_type: null,
  condition: "used",
  vat_refund: false,
  location_name: "Brno",
  region: "jihomoravsky-kraj",
  seller_type: "private",
  source: "own",
  image_links: [],
  image_minis: [],
  seller_user_id: null,
  seller_profile_id: 42,
  status: archived ? "archived" : "active",
  archived,
  created_date: new Date().toISOString(),
  real_date: null,
  has_vin: false,
  checked_at: "2026-01-01T00:00:00.000Z",
  car_offers: 1,
  price_label: null,
});

const renderPage = () =>
  render(
    <NextIntlClientProvider
      locale="cs"
      timeZone="Europe/Prague"
      messages={pickMessages(messages, GUEST_FAVORITES_MESSAGES)}
    >
      <SwrTestProvider>
        <GuestFavorites next="/favorites" />
      </SwrTestProvider>
    </NextIntlClientProvider>,
  );
const titles = () =>
  screen.queryAllByRole("article").map((a) => within(a).getByRole("heading").textContent);

beforeEach(() => {
  localStorage.clear();
  document.cookie = "csrftoken=t";
});

test("with nothing saved: the empty state, and the sign-in that keeps favourites on every device", async () => {
  const fetchMock = answerFetch({ "/api/current-user/": SIGNED_OUT });
  renderPage();
  expect(await screen.findByRole("heading", { name: t.emptyTitle })).toBeInTheDocument();
  expect(screen.getByRole("heading", { level: 1, name: t.title })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Přihlaste se" })).toHaveAttribute(
    "href",
    "/accounts/login?next=%2Ffavorites",
  );
  expect(screen.getByText(/a oblíbené budou na všech vašich zařízeních/)).toBeInTheDocument();
  expect(fetchMock.mock.calls.map(([u]) => u)).not.toContainEqual(
    expect.stringContaining("/api/favorites/"),
  );
});

test("lists the ads saved in this browser: the price change since saving, ended ones apart, compare", async () => {
  addGuestFavorite({ id: 4, price: 300000 });
  addGuestFavorite({ id: 9, price: 199000 });
  addGuestFavorite({ id: 5, price: 150000 });
  const fetchMock = answerFetch({
    "/api/current-user/": SIGNED_OUT,
    "/api/favorites/cards/?ids=5,9,4": {
      status: 200,
      body: {
        results: [
          ad(5, "Ford Focus", 150000),
          ad(4, "Škoda Octavia", 280000),
          ad(9, "BMW X1", 199000, true),
        ],
        count: 3,
      },
    },
  });
  renderPage();
  await waitFor(() => expect(titles()).toEqual(["Ford Focus", "Škoda Octavia", "BMW X1"]));
  expect(fetchMock).toHaveBeenCalledWith("/api/favorites/cards/?ids=5,9,4", expect.anything());
  // the Octavia was 300 000 when saved
  const octavia = screen.getAllByRole("article")[1];
  expect(within(octavia).getByText("Původní cena 300 000 Kč")).toBeInTheDocument();
  // the seller's label, rendered in the browser from this page's client messages
  expect(within(octavia).getByText("Soukromý prodejce")).toBeInTheDocument();
  expect(within(screen.getAllByRole("article")[0]).queryByText(/Původní cena/)).toBeNull();
  const archived = screen.getByRole("region", { name: t.archivedTitle });
  expect(within(archived).getByText("BMW X1")).toBeInTheDocument();
  expect(
    within(screen.getByRole("navigation", { name: t.makes })).getByRole("button", {
      name: "Vše 3",
    }),
  ).toHaveAttribute("aria-pressed", "true");
  // the comparison works from these favourites too
  fireEvent.click(screen.getByRole("checkbox", { name: "Porovnat: Ford Focus" }));
  fireEvent.click(screen.getByRole("checkbox", { name: "Porovnat: Škoda Octavia" }));
  expect(screen.getByRole("link", { name: "Porovnat (2)" })).toHaveAttribute(
    "href",
    "/favorites/compare?ids=5,4",
  );
});

test("a heart taken away removes the card and the saved ad; a deleted ad is forgotten", async () => {
  addGuestFavorite({ id: 8, price: 100000 }); // deleted since: the answer lacks it
  addGuestFavorite({ id: 4, price: 280000 });
  addGuestFavorite({ id: 5, price: 150000 });
  answerFetch({
    "/api/current-user/": SIGNED_OUT,
    "/api/favorites/cards/?ids=5,4,8": {
      status: 200,
      body: { results: [ad(5, "Ford Focus", 150000), ad(4, "Škoda Octavia", 280000)], count: 2 },
    },
    "/api/favorites/cards/?ids=5,4": {
      status: 200,
      body: { results: [ad(5, "Ford Focus", 150000), ad(4, "Škoda Octavia", 280000)], count: 2 },
    },
  });
  renderPage();
  await waitFor(() => expect(titles()).toEqual(["Ford Focus", "Škoda Octavia"]));
  await waitFor(() => expect(readGuestFavorites().map((f) => f.id)).toEqual([5, 4]));
  const focus = screen.getAllByRole("article")[0];
  await act(async () => fireEvent.click(within(focus).getByRole("button", { name: t.remove })));
  await waitFor(() => expect(titles()).toEqual(["Škoda Octavia"]));
  expect(readGuestFavorites().map((f) => f.id)).toEqual([4]);
});

test("a failed load says so and tries again on request", async () => {
  const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  addGuestFavorite({ id: 4, price: 280000 });
  answerFetch({
    "/api/current-user/": SIGNED_OUT,
    "/api/favorites/cards/?ids=4": {
      status: 503,
      body: { error: "Later", code: "unavailable" },
    },
  });
  renderPage();
  expect(await screen.findByRole("alert")).toHaveTextContent(t.guestLoadFailed);
  answerFetch({
    "/api/current-user/": SIGNED_OUT,
    "/api/favorites/cards/?ids=4": {
      status: 200,
      body: { results: [ad(4, "Škoda Octavia", 280000)], count: 1 },
    },
  });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: t.retry })));
  await waitFor(() => expect(titles()).toEqual(["Škoda Octavia"]));
  expect(screen.queryByRole("alert")).toBeNull();
  consoleError.mockRestore();
});
