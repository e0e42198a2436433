import { act, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { EMPTY_FORM, type FormState } from "@/lib/search/form-state";
import { answerFetch, setSessionHint, SwrTestProvider } from "@/tests/helpers/swr";
import { SAVED_NOTICE_MS, SaveSearchButton } from "./save-search-button";

// A browser that may be signed in (the sign-in hint): useCurrentUser asks /api/current-user/.
beforeEach(setSessionHint);

const push = jest.fn();
jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
  useRouter: () => ({ push }),
  getPathname: ({ href }: { href: string }) => href,
}));

const SIGNED_IN = { status: 200, body: { username: "eva", user_id: "u1" } };
const SKODA: FormState = { ...EMPTY_FORM, make: "Škoda", min_year: 2015 };
const t = messages.searchForm;

function renderButton(state: FormState) {
  return render(
    <NextIntlClientProvider locale="cs" messages={messages} timeZone="Europe/Prague">
      <SwrTestProvider>
        <SaveSearchButton state={state} />
      </SwrTestProvider>
    </NextIntlClientProvider>,
  );
}
const button = () => screen.getByRole("button", { name: t.saveSearch });

beforeEach(() => {
  push.mockReset();
  document.cookie = "csrftoken=tok";
});
afterEach(() => jest.useRealTimers());

test("is disabled while no filter is set, with a hint", () => {
  answerFetch({ "/api/current-user/": SIGNED_IN });
  renderButton(EMPTY_FORM);
  expect(button()).toBeDisabled();
  expect(button()).toHaveAttribute("title", t.saveSearchHint);
});

test("signed out, it sends the user to /profile with the return location", async () => {
  const fetchMock = answerFetch({ "/api/current-user/": { status: 401, body: {} } });
  window.history.replaceState(null, "", "/?make=%C5%A0koda");
  renderButton(SKODA);
  await act(async () => {}); // the current user is known
  fireEvent.click(button());
  expect(push).toHaveBeenCalledWith(`/profile?next=${encodeURIComponent("/?make=%C5%A0koda")}`);
  expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain("/api/saved-searches/");
});

test("signed in, it posts the form's search and shows the success hint for 4 s", async () => {
  jest.useFakeTimers();
  const fetchMock = answerFetch({
    "/api/current-user/": SIGNED_IN,
    "/api/saved-searches/": { status: 201, body: { id: 1 } },
  });
  renderButton(SKODA);
  await act(async () => {});
  await act(async () => void fireEvent.click(button()));
  const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
  const post = calls.find(
    ([url, init]) => url === "/api/saved-searches/" && init?.method === "POST",
  );
  expect(JSON.parse(String(post![1]!.body))).toEqual({
    name: "Škoda",
    filters: { min_year: "2015", make: ["Škoda"] },
    catalog_filter: [{ make: "Škoda" }],
    notification_frequency: "daily",
    uri: "/?make=%C5%A0koda&min_year=2015",
  });
  expect(screen.getByRole("status")).toHaveTextContent(t.savedSearches.success);
  expect(screen.getByRole("link", { name: "uložených hledáních" })).toHaveAttribute(
    "href",
    "/saved-searches",
  );
  act(() => void jest.advanceTimersByTime(SAVED_NOTICE_MS - 100));
  expect(screen.queryByRole("status")).toBeInTheDocument();
  act(() => void jest.advanceTimersByTime(200));
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
});

test("a failed save shows searchForm.savedSearches.error", async () => {
  answerFetch({
    "/api/current-user/": SIGNED_IN,
    "/api/saved-searches/": { status: 500, body: { error: "x", code: "internal" } },
  });
  renderButton(SKODA);
  await act(async () => {});
  await act(async () => void fireEvent.click(button()));
  expect(await screen.findByRole("alert")).toHaveTextContent(t.savedSearches.error);
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
});

test("a search saved before answers 'already saved' with a link to its entry", async () => {
  answerFetch({
    "/api/current-user/": SIGNED_IN,
    "/api/saved-searches/": {
      status: 409,
      body: { error: "x", code: "conflict.saved_search_exists", saved_search_id: 12 },
    },
  });
  renderButton(SKODA);
  await act(async () => {});
  await act(async () => void fireEvent.click(button()));
  const notice = await screen.findByRole("status");
  expect(notice).toHaveTextContent("Toto hledání už máte uložené.");
  expect(notice).not.toHaveTextContent(t.savedSearches.success);
  expect(screen.getByRole("link", { name: "uložených hledáních" })).toHaveAttribute(
    "href",
    "/saved-searches#saved-search-12",
  );
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});
