import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import * as client from "@/lib/infra/api/client";
import { setSessionHint, SwrTestProvider } from "@/tests/helpers/swr";
import {
  addGuestFavorite,
  GUEST_FAVORITES_KEY,
  GUEST_FAVORITES_MAX,
  removeGuestFavorite,
} from "@/lib/favorites/guest-store";
import { FavoriteButton } from "./favorite-button";

// A browser that may be signed in (the sign-in hint): useCurrentUser asks /api/current-user/.
beforeEach(setSessionHint);

jest.mock("@/lib/infra/api/client", () => {
  const actual = jest.requireActual("@/lib/infra/api/client");
  return { ...actual, redirectFor: jest.fn(actual.redirectFor) };
});

const labels = {
  add: "Přidat do oblíbených",
  remove: "Odebrat z oblíbených",
  failed: "Nepovedlo se",
  full: "Bez účtu nejvýše 50",
};
const ME = { username: "jana", user_id: "u1", seller_profile_id: null, is_admin: false };

type Answer = { status: number; body?: unknown };
/** fetch answering by path; a function answer may wait (a pending server). */
function serve(routes: Record<string, Answer | (() => Promise<Answer>)>) {
  const mock = jest.fn(async (url: RequestInfo | URL, _init?: RequestInit) => {
    const r = routes[String(url)];
    const a = typeof r === "function" ? await r() : (r ?? { status: 404 });
    return {
      ok: a.status < 400,
      status: a.status,
      statusText: "",
      json: async () => a.body ?? {},
    } as Response;
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

const heart = () => screen.getByRole("button");
const renderHeart = () =>
  render(
    <SwrTestProvider>
      <FavoriteButton adId={7} labels={labels} />
    </SwrTestProvider>,
  );

beforeEach(() => {
  document.cookie = "csrftoken=t0k";
});

it("fills at once on a click, then keeps the server's answer", async () => {
  let answer!: (a: Answer) => void;
  const fetchMock = serve({
    "/api/current-user/": { status: 200, body: ME },
    "/api/favorites/ids/": { status: 200, body: { favorite_ids: [3] } },
    "/api/favorites/7/toggle/": () => new Promise<Answer>((r) => (answer = r)),
  });
  renderHeart();
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith("/api/favorites/ids/", expect.anything()),
  );
  await act(async () => {}); // the ids are in
  expect(heart()).toHaveAttribute("aria-pressed", "false");
  expect(heart()).toHaveAccessibleName(labels.add);
  fireEvent.click(heart());
  // optimistic: pressed before the server has answered
  await waitFor(() => expect(heart()).toHaveAttribute("aria-pressed", "true"));
  expect(heart()).toHaveAccessibleName(labels.remove);
  const [, init] = fetchMock.mock.calls.find(([u]) => u === "/api/favorites/7/toggle/")!;
  expect(init).toMatchObject({ method: "POST", headers: { "X-CSRFToken": "t0k" } });
  await act(async () => answer({ status: 200, body: { status: "added" } }));
  expect(heart()).toHaveAttribute("aria-pressed", "true");
  expect(screen.queryByRole("alert")).toBeNull();
});

it("follows the server: any status but 'added' reads as removed", async () => {
  serve({
    "/api/current-user/": { status: 200, body: ME },
    "/api/favorites/ids/": { status: 200, body: { favorite_ids: [] } },
    "/api/favorites/7/toggle/": { status: 200, body: { status: "deleted" } },
  });
  renderHeart();
  await act(async () => {});
  await act(async () => fireEvent.click(heart()));
  await waitFor(() => expect(heart()).toHaveAttribute("aria-pressed", "false"));
});

it("rolls back and says so when the server fails", async () => {
  const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  serve({
    "/api/current-user/": { status: 200, body: ME },
    "/api/favorites/ids/": { status: 200, body: { favorite_ids: [7] } },
    "/api/favorites/7/toggle/": { status: 500, body: { error: "Boom", code: "internal" } },
  });
  renderHeart();
  await waitFor(() => expect(heart()).toHaveAttribute("aria-pressed", "true"));
  await act(async () => fireEvent.click(heart()));
  expect(await screen.findByRole("alert")).toHaveTextContent(labels.failed);
  expect(heart()).toHaveAttribute("aria-pressed", "true");
  consoleError.mockRestore();
});

describe("signed out", () => {
  const SIGNED_OUT = { status: 401, body: { error: "Sign in", code: "unauthorized" } };
  const saved = () => JSON.parse(localStorage.getItem(GUEST_FAVORITES_KEY) ?? "null");
  beforeEach(() => localStorage.clear());

  /** The heart of ad 7 (at 250 000 Kč) once the browser knows nobody is signed in. */
  async function renderSignedOut() {
    const fetchMock = serve({ "/api/current-user/": SIGNED_OUT });
    render(
      <SwrTestProvider>
        <FavoriteButton adId={7} price={250000} labels={labels} />
      </SwrTestProvider>,
    );
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/api/current-user/", expect.anything()),
    );
    await act(async () => {});
    return fetchMock;
  }

  it("saves the ad in this browser with its price, and takes it back, asking no server", async () => {
    const fetchMock = await renderSignedOut();
    expect(heart()).toHaveAttribute("aria-pressed", "false");
    await act(async () => fireEvent.click(heart()));
    expect(heart()).toHaveAttribute("aria-pressed", "true");
    expect(heart()).toHaveAccessibleName(labels.remove);
    expect(saved()).toEqual({
      v: 1,
      items: [{ id: 7, price: 250000, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }],
    });
    await act(async () => fireEvent.click(heart()));
    expect(heart()).toHaveAttribute("aria-pressed", "false");
    expect(saved().items).toEqual([]);
    // no sign-in, no toggle on the server
    expect(client.redirectFor).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.map(([u]) => u)).toEqual(["/api/current-user/"]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a saved ad filled, and follows a change made in another tab", async () => {
    addGuestFavorite({ id: 7, price: 250000 });
    await renderSignedOut();
    await waitFor(() => expect(heart()).toHaveAttribute("aria-pressed", "true"));
    // another tab removes it: the browser tells this one through a storage event
    removeGuestFavorite(7);
    await act(async () => {
      window.dispatchEvent(new StorageEvent("storage", { key: GUEST_FAVORITES_KEY }));
    });
    expect(heart()).toHaveAttribute("aria-pressed", "false");
  });

  it(`says so when the browser already keeps ${GUEST_FAVORITES_MAX} favourites`, async () => {
    for (let id = 100; id < 100 + GUEST_FAVORITES_MAX; id++) addGuestFavorite({ id, price: 1 });
    await renderSignedOut();
    await act(async () => fireEvent.click(heart()));
    expect(await screen.findByRole("alert")).toHaveTextContent(labels.full);
    expect(heart()).toHaveAttribute("aria-pressed", "false");
    expect(saved().items.map((i: { id: number }) => i.id)).not.toContain(7);
  });

  it("a click before the browser knows who is signed in waits for it, then saves in the browser", async () => {
    let answer!: (a: Answer) => void;
    const fetchMock = serve({
      "/api/current-user/": () => new Promise<Answer>((r) => (answer = r)),
    });
    render(
      <SwrTestProvider>
        <FavoriteButton adId={7} price={250000} labels={labels} />
      </SwrTestProvider>,
    );
    await act(async () => void fireEvent.click(heart()));
    await act(async () => answer(SIGNED_OUT));
    await waitFor(() => expect(heart()).toHaveAttribute("aria-pressed", "true"));
    expect(saved().items.map((i: { id: number }) => i.id)).toEqual([7]);
    expect(fetchMock.mock.calls.map(([u]) => u)).not.toContain("/api/favorites/7/toggle/");
  });

  it("says it failed when the browser keeps nothing (private mode)", async () => {
    await renderSignedOut();
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    await act(async () => fireEvent.click(heart()));
    expect(await screen.findByRole("alert")).toHaveTextContent(labels.failed);
    expect(heart()).toHaveAttribute("aria-pressed", "false");
    jest.restoreAllMocks();
  });
});
