import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { FavoriteButton } from "@/components/ad/favorite-button";
import { ToastProvider } from "@/components/ui/toast";
import messages from "@/messages/cs.json";
import { answerFetch, setSessionHint, SwrTestProvider } from "@/tests/helpers/swr";
import { rememberAction } from "@/lib/auth/pending-action";
import { addGuestFavorite, readGuestFavorites } from "@/lib/favorites/guest-store";
import { PendingActions } from "./pending-actions";

// A browser that may be signed in (the sign-in hint): useCurrentUser asks /api/current-user/.
beforeEach(setSessionHint);

const refresh = jest.fn();
jest.mock("next/navigation", () => ({
  usePathname: () => window.location.pathname,
  useRouter: () => ({ refresh }),
}));

const t = messages.pendingAction;
const ME = { username: "jana", user_id: "u1", seller_profile_id: null, is_admin: false };
const SIGNED_OUT = { status: 401, body: { error: "Sign in", code: "unauthorized" } };
const labels = {
  add: "Přidat do oblíbených",
  remove: "Odebrat",
  failed: "Nepovedlo se",
  full: "Plno",
};

const renderRunner = () =>
  render(
    <NextIntlClientProvider locale="cs" messages={messages}>
      <SwrTestProvider>
        <ToastProvider closeLabel="Zavřít">
          <PendingActions />
        </ToastProvider>
      </SwrTestProvider>
    </NextIntlClientProvider>,
  );
const posts = (fetchMock: jest.Mock) =>
  (fetchMock.mock.calls as [string, RequestInit | undefined][])
    .filter(([, init]) => init?.method === "POST")
    .map(([url]) => url);

/** The request of the POST to `url`. */
const postTo = (fetchMock: jest.Mock, url: string) =>
  (fetchMock.mock.calls as [string, RequestInit | undefined][]).find(
    ([u, init]) => u === url && init?.method === "POST",
  )?.[1];
const bodyOf = (fetchMock: jest.Mock, url: string) =>
  JSON.parse(String(postTo(fetchMock, url)?.body));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  refresh.mockClear();
  document.cookie = "csrftoken=tok";
  window.history.pushState({}, "", "/ads/cars/7");
  // jsdom cannot navigate: the sign-in redirect shows up as a "Not implemented" error
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

test("a heart clicked signed out is kept in the browser, then merged into the account once signed in", async () => {
  answerFetch({ "/api/current-user/": SIGNED_OUT });
  const heart = render(
    <SwrTestProvider>
      <FavoriteButton adId={7} price={250000} labels={labels} />
    </SwrTestProvider>,
  );
  await act(async () => {});
  await act(async () => void fireEvent.click(screen.getByRole("button")));
  expect(screen.getByRole("button")).toHaveAttribute("aria-pressed", "true");
  heart.unmount();

  // signed in (on any page): the sign-in's answer set the hint the signed-out answer dropped
  setSessionHint();
  window.history.pushState({}, "", "/en/ads/cars/12");
  const fetchMock = answerFetch({
    "/api/current-user/": { status: 200, body: ME },
    "/api/favorites/merge/": { status: 200, body: { added: 1, favorite_ids: [7, 3] } },
  });
  renderRunner();
  expect(await screen.findByText(messages.shell.favorites.merged)).toBeInTheDocument();
  expect(posts(fetchMock)).toEqual(["/api/favorites/merge/"]);
  expect(bodyOf(fetchMock, "/api/favorites/merge/")).toEqual({
    ads: [{ id: 7, saved_price: 250000 }],
  });
  expect(postTo(fetchMock, "/api/favorites/merge/")).toMatchObject({
    headers: { "X-CSRFToken": "tok" },
  });
  expect(readGuestFavorites()).toEqual([]);
  expect(refresh).not.toHaveBeenCalled();
  // once: the next page has nothing left to merge
  renderRunner();
  await act(async () => {});
  expect(posts(fetchMock)).toHaveLength(1);
});

test("after a merge on the favourites page, the page is rendered again with the merged list", async () => {
  addGuestFavorite({ id: 4, price: null });
  addGuestFavorite({ id: 9, price: 120000 });
  window.history.pushState({}, "", "/favorites");
  const fetchMock = answerFetch({
    "/api/current-user/": { status: 200, body: ME },
    "/api/favorites/merge/": { status: 200, body: { added: 2, favorite_ids: [9, 4] } },
  });
  renderRunner();
  expect(await screen.findByText(messages.shell.favorites.merged)).toBeInTheDocument();
  expect(bodyOf(fetchMock, "/api/favorites/merge/")).toEqual({
    ads: [
      { id: 9, saved_price: 120000 },
      { id: 4, saved_price: null },
    ],
  });
  await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
});

test("a merge that failed keeps the favourites for the next page; one the server refuses is dropped", async () => {
  addGuestFavorite({ id: 7, price: 250000 });
  let fetchMock = answerFetch({
    "/api/current-user/": { status: 200, body: ME },
    "/api/favorites/merge/": { status: 503, body: { error: "Later", code: "unavailable" } },
  });
  renderRunner();
  await waitFor(() => expect(posts(fetchMock)).toEqual(["/api/favorites/merge/"]));
  await act(async () => {});
  expect(screen.queryByText(messages.shell.favorites.merged)).toBeNull();
  expect(readGuestFavorites().map((f) => f.id)).toEqual([7]);

  fetchMock = answerFetch({
    "/api/current-user/": { status: 200, body: ME },
    "/api/favorites/merge/": {
      status: 400,
      body: { error: "Invalid input", code: "bad_request", fields: { ads: "errors.tooMany" } },
    },
  });
  renderRunner();
  await waitFor(() => expect(posts(fetchMock)).toEqual(["/api/favorites/merge/"]));
  await waitFor(() => expect(readGuestFavorites()).toEqual([]));
});

test("an ad that is already a favourite is not toggled off", async () => {
  rememberAction({ kind: "favorite", adId: 7 });
  const fetchMock = answerFetch({
    "/api/current-user/": { status: 200, body: ME },
    "/api/favorites/ids/": { status: 200, body: { favorite_ids: [7] } },
  });
  renderRunner();
  expect(await screen.findByText(t.favoriteAdded)).toBeInTheDocument();
  expect(posts(fetchMock)).toEqual([]);
});

test("a search saved signed out is saved after sign-in; an action of another page waits", async () => {
  const body = {
    name: "Škoda",
    filters: { make: ["Škoda"] },
    catalog_filter: [{ make: "Škoda" }],
    notification_frequency: "daily" as const,
    uri: "/?make=%C5%A0koda",
  };
  window.history.pushState({}, "", "/");
  rememberAction({ kind: "saveSearch", body });
  window.history.pushState({}, "", "/favorites");
  const fetchMock = answerFetch({
    "/api/current-user/": { status: 200, body: ME },
    "/api/saved-searches/": { status: 201, body: { id: 1 } },
  });
  renderRunner();
  await act(async () => {});
  expect(posts(fetchMock)).toEqual([]);
  window.history.pushState({}, "", "/");
  renderRunner();
  expect(await screen.findByText(t.searchSaved)).toBeInTheDocument();
  const [, init] = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(
    ([, i]) => i?.method === "POST",
  )!;
  expect(JSON.parse(String(init.body))).toEqual(body);
});

test("nothing happens signed out, and an action older than an hour is dropped", async () => {
  rememberAction({ kind: "favorite", adId: 7 });
  addGuestFavorite({ id: 8, price: 1 });
  const fetchMock = answerFetch({ "/api/current-user/": SIGNED_OUT });
  renderRunner();
  await act(async () => {});
  expect(posts(fetchMock)).toEqual([]);
  expect(readGuestFavorites().map((f) => f.id)).toEqual([8]);
  localStorage.removeItem("vozovna.favorites");
  jest.spyOn(Date, "now").mockReturnValue(Date.now() + 61 * 60 * 1000);
  setSessionHint(); // signed in since
  answerFetch({ "/api/current-user/": { status: 200, body: ME } });
  renderRunner();
  await waitFor(() => expect(localStorage.length).toBe(0));
  jest.restoreAllMocks();
});
