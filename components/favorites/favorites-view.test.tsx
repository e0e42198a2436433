import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { SWRConfig } from "swr";
import messages from "@/messages/cs.json";
import { swrKeys } from "@/components/swr/keys";
import { SwrTestProvider } from "@/tests/helpers/swr";
import { FavoriteButton } from "@/components/ad/favorite-button";
import { FavoritesView, type FavoriteItem } from "./favorites-view";

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} />,
}));

const HEART = {
  add: "Přidat",
  remove: "Odebrat z oblíbených",
  failed: "Nepovedlo se",
  full: "Plno",
};
const ME = { username: "jana", user_id: "u1", seller_profile_id: null, is_admin: false };

const item = (id: number, make: string, archived = false): FavoriteItem => ({
  id,
  make,
  title: `${make} car ${id}`,
  archived,
  // a heart inside the card, as the server-rendered AdCard has
  card: (
    <article aria-label={`${make} car ${id}`}>
      {!archived && <FavoriteButton adId={id} labels={HEART} />}
    </article>
  ),
});

const ITEMS = [
  item(1, "Škoda"),
  item(2, "Ford"),
  item(3, "Škoda"),
  item(4, "BMW"),
  item(5, "Audi"),
  item(9, "Ford", true),
];

let toggleAnswer: { status: number; body: unknown } = { status: 200, body: { status: "removed" } };

function renderView(items = ITEMS) {
  // the server's set: a toggle that succeeds changes what the ids answer says
  const server = new Set(items.map((i) => i.id));
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    const path = String(url);
    const id = Number(path.match(/\/favorites\/(\d+)\/toggle\//)?.[1]);
    if (id && toggleAnswer.status < 400) server.delete(id);
    const a = id
      ? toggleAnswer
      : path === swrKeys.currentUser
        ? { status: 200, body: ME }
        : { status: 200, body: { favorite_ids: [...server] } };
    return {
      ok: a.status < 400,
      status: a.status,
      statusText: "",
      json: async () => a.body,
    } as Response;
  }) as typeof fetch;
  return render(
    <SwrTestProvider>
      <SWRConfig
        value={{ fallback: { [swrKeys.favoriteIds]: { favorite_ids: items.map((i) => i.id) } } }}
      >
        <NextIntlClientProvider locale="cs" messages={messages} timeZone="Europe/Prague">
          <FavoritesView items={items} />
        </NextIntlClientProvider>
      </SWRConfig>
    </SwrTestProvider>,
  );
}

const chips = () => screen.getByRole("navigation", { name: "Značky" });
const cards = () => screen.queryAllByRole("article").map((a) => a.getAttribute("aria-label"));

beforeEach(() => {
  toggleAnswer = { status: 200, body: { status: "removed" } };
  document.cookie = "csrftoken=t";
});

it("shows the empty state with a way to the search when there are none", () => {
  renderView([]);
  expect(screen.getByRole("heading", { name: "Zatím nemáte žádné oblíbené vozy" })).toBeVisible();
  expect(screen.getByRole("link", { name: "Začít prohlížet" })).toHaveAttribute("href", "/");
});

it("lists active favourites first and the archived ones in their own section with a heart", () => {
  renderView();
  expect(cards()).toEqual([
    "Škoda car 1",
    "Ford car 2",
    "Škoda car 3",
    "BMW car 4",
    "Audi car 5",
    "Ford car 9",
  ]);
  const archived = screen.getByRole("region", { name: "Archivované" });
  expect(within(archived).getAllByRole("article")).toHaveLength(1);
  expect(within(archived).getByRole("button", { name: "Odebrat z oblíbených" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // archived ads cannot be compared
  expect(within(archived).queryByRole("checkbox")).toBeNull();
});

it("filters by make with counts per make and an 'all' chip", () => {
  renderView();
  expect(
    within(chips())
      .getAllByRole("button")
      .map((b) => b.textContent),
  ).toEqual(["Vše 6", "Audi 1", "BMW 1", "Ford 2", "Škoda 2"]);
  fireEvent.click(within(chips()).getByRole("button", { name: "Ford 2" }));
  expect(cards()).toEqual(["Ford car 2", "Ford car 9"]);
  expect(within(chips()).getByRole("button", { name: "Ford 2" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  fireEvent.click(within(chips()).getByRole("button", { name: "Vše 6" }));
  expect(cards()).toHaveLength(6);
});

it("compares 2 to 4 in the order chosen and disables a fifth choice", () => {
  renderView();
  const box = (title: string) => screen.getByRole("checkbox", { name: `Porovnat: ${title}` });
  fireEvent.click(box("BMW car 4"));
  expect(screen.getByText("Vyberte 2 až 4 vozy k porovnání")).toBeVisible();
  expect(screen.queryByRole("link", { name: /Porovnat/ })).toBeNull();
  fireEvent.click(box("Škoda car 1"));
  expect(screen.getByRole("link", { name: "Porovnat (2)" })).toHaveAttribute(
    "href",
    "/favorites/compare?ids=4,1",
  );
  expect(screen.getByText("Vybráno 2 ze 4")).toBeVisible();
  fireEvent.click(box("Ford car 2"));
  fireEvent.click(box("Audi car 5"));
  expect(screen.getByRole("link", { name: "Porovnat (4)" })).toHaveAttribute(
    "href",
    "/favorites/compare?ids=4,1,2,5",
  );
  expect(box("Škoda car 3")).toBeDisabled();
  expect(box("Škoda car 3")).toHaveAccessibleDescription("Porovnat lze nejvýše 4 vozy");
  fireEvent.click(box("Škoda car 1"));
  expect(box("Škoda car 3")).toBeEnabled();
  expect(screen.getByRole("link", { name: "Porovnat (3)" })).toHaveAttribute(
    "href",
    "/favorites/compare?ids=4,2,5",
  );
});

it("removes the card of a favourite taken away, and brings it back with the message on failure", async () => {
  renderView();
  const archived = () => within(screen.getByRole("region", { name: "Archivované" }));
  await act(async () =>
    fireEvent.click(archived().getByRole("button", { name: "Odebrat z oblíbených" })),
  );
  await waitFor(() => expect(cards()).not.toContain("Ford car 9"));
  expect(screen.queryByRole("region", { name: "Archivované" })).toBeNull();
  expect(within(chips()).getByRole("button", { name: "Ford 1" })).toBeVisible();
  expect(screen.queryByRole("alert")).toBeNull();

  const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  toggleAnswer = { status: 500, body: { error: "Boom", code: "internal" } };
  const bmw = () => screen.getByRole("article", { name: "BMW car 4" });
  await act(async () =>
    fireEvent.click(within(bmw()).getByRole("button", { name: "Odebrat z oblíbených" })),
  );
  expect(await screen.findByRole("alert")).toHaveTextContent("Oblíbené se nepodařilo aktualizovat");
  expect(bmw()).toBeVisible();
  consoleError.mockRestore();
});
