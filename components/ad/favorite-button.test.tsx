import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import * as client from "@/lib/infra/api/client";
import { SwrTestProvider } from "@/tests/helpers/swr";
import { FavoriteButton } from "./favorite-button";

jest.mock("@/lib/infra/api/client", () => {
  const actual = jest.requireActual("@/lib/infra/api/client");
  return { ...actual, redirectFor: jest.fn(actual.redirectFor) };
});

const labels = {
  add: "Přidat do oblíbených",
  remove: "Odebrat z oblíbených",
  failed: "Nepovedlo se",
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

it("signed out, sends the user to /profile with the return location and posts nothing", async () => {
  const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  window.history.pushState({}, "", "/en/ads/cars/7");
  const fetchMock = serve({
    "/api/current-user/": { status: 401, body: { error: "Sign in", code: "unauthorized" } },
  });
  renderHeart();
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith("/api/current-user/", expect.anything()),
  );
  await act(async () => {});
  expect(heart()).toHaveAttribute("aria-pressed", "false");
  await act(async () => fireEvent.click(heart()));
  expect(client.redirectFor).toHaveBeenCalledWith(401);
  expect(jest.mocked(client.redirectFor).mock.results[0].value).toBe(
    "/en/profile?next=%2Fen%2Fads%2Fcars%2F7",
  );
  // jsdom cannot navigate: the attempt shows up as its "Not implemented: navigation" error
  expect(consoleError.mock.calls.some((a) => String(a[0]).includes("navigation"))).toBe(true);
  expect(fetchMock.mock.calls.map(([u]) => u)).not.toContain("/api/favorites/7/toggle/");
  expect(fetchMock.mock.calls.map(([u]) => u)).not.toContain("/api/favorites/ids/");
  expect(screen.queryByRole("alert")).toBeNull();
  consoleError.mockRestore();
});
