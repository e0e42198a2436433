import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { FavoriteButton } from "@/components/ad/favorite-button";
import { ToastProvider } from "@/components/ui/toast";
import messages from "@/messages/cs.json";
import { answerFetch, SwrTestProvider } from "@/tests/helpers/swr";
import { rememberAction } from "@/lib/auth/pending-action";
import { PendingActions } from "./pending-actions";

jest.mock("next/navigation", () => ({ usePathname: () => window.location.pathname }));

const t = messages.pendingAction;
const ME = { username: "jana", user_id: "u1", seller_profile_id: null, is_admin: false };
const SIGNED_OUT = { status: 401, body: { error: "Sign in", code: "unauthorized" } };
const labels = { add: "Přidat do oblíbených", remove: "Odebrat", failed: "Nepovedlo se" };

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

let consoleError: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  document.cookie = "csrftoken=tok";
  window.history.pushState({}, "", "/ads/cars/7");
  // jsdom cannot navigate: the sign-in redirect shows up as a "Not implemented" error
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

test("a heart clicked signed out is a favourite once the user is back signed in", async () => {
  answerFetch({ "/api/current-user/": SIGNED_OUT });
  const heart = render(
    <SwrTestProvider>
      <FavoriteButton adId={7} labels={labels} />
    </SwrTestProvider>,
  );
  await act(async () => {});
  await act(async () => void fireEvent.click(screen.getByRole("button")));
  heart.unmount();

  // back from the sign-in, on the same page
  const fetchMock = answerFetch({
    "/api/current-user/": { status: 200, body: ME },
    "/api/favorites/ids/": { status: 200, body: { favorite_ids: [3] } },
    "/api/favorites/7/toggle/": { status: 200, body: { status: "added" } },
  });
  renderRunner();
  expect(await screen.findByText(t.favoriteAdded)).toBeInTheDocument();
  expect(posts(fetchMock)).toEqual(["/api/favorites/7/toggle/"]);
  // once: another page load does not toggle it back
  renderRunner();
  await act(async () => {});
  expect(posts(fetchMock)).toHaveLength(1);
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
  const fetchMock = answerFetch({ "/api/current-user/": SIGNED_OUT });
  renderRunner();
  await act(async () => {});
  expect(posts(fetchMock)).toEqual([]);
  jest.spyOn(Date, "now").mockReturnValue(Date.now() + 61 * 60 * 1000);
  answerFetch({ "/api/current-user/": { status: 200, body: ME } });
  renderRunner();
  await waitFor(() => expect(localStorage.length).toBe(0));
  jest.restoreAllMocks();
});
