import { render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { answerFetch, setSessionHint, SwrTestProvider } from "@/tests/helpers/swr";
import { ThreadView } from "@/components/inbox/thread-view";
import { MessagesLink } from "./account-links";
import { MobileTabBar } from "./mobile-tab-bar";

// A browser that may be signed in (the sign-in hint): useCurrentUser asks /api/current-user/.
beforeEach(setSessionHint);

jest.mock("@/i18n/navigation", () => ({
  usePathname: () => "/",
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const UNREAD = "/api/conversations/unread-count/";

const renderShell = () =>
  render(
    <SwrTestProvider>
      <NextIntlClientProvider locale="cs" messages={messages}>
        <MessagesLink />
        <MobileTabBar />
      </NextIntlClientProvider>
    </SwrTestProvider>,
  );

test("signed out: no inbox link, no tab, and the unread count is never asked for", async () => {
  const fetch = answerFetch({
    "/api/current-user/": { status: 401, body: { code: "unauthorized" } },
  });
  renderShell();
  await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/current-user/", expect.anything()));
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByRole("link", { name: /Zprávy/ })).toBeNull();
  expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain(UNREAD);
});

test("signed in: the inbox link and the tab show the unread threads", async () => {
  answerFetch({
    "/api/current-user/": {
      status: 200,
      body: { username: "jana", user_id: "u1", seller_profile_id: null },
    },
    [UNREAD]: { status: 200, body: { unread_count: 3 } },
  });
  renderShell();
  const links = await screen.findAllByRole("link", { name: /3 nepřečtené konverzace/ });
  expect(links).toHaveLength(2); // the top bar's link and the phone tab
  for (const link of links) {
    expect(link).toHaveAttribute("href", "/zpravy");
    expect(link).toHaveTextContent("Zprávy");
  }
  const tabBar = screen.getByRole("navigation", { name: "Spodní navigace" });
  expect(within(tabBar).getAllByRole("listitem")).toHaveLength(6);
});

test("signed in without unread threads: the link without a badge", async () => {
  answerFetch({
    "/api/current-user/": {
      status: 200,
      body: { username: "jana", user_id: "u1", seller_profile_id: null },
    },
    [UNREAD]: { status: 200, body: { unread_count: 0 } },
  });
  renderShell();
  const links = await screen.findAllByRole("link", { name: "Zprávy" });
  expect(links[0]).toHaveTextContent(/^Zprávy$/);
});

test("opening a thread clears its unread count in the badge", async () => {
  let read = false;
  const thread = {
    id: 5,
    role: "buyer",
    ad: { id: 10, title: "Škoda Fabia", price: 289000, status: "active", photo: null },
    other: { name: "Autobazar Novák" },
    last_message: null,
    last_message_at: "2026-11-20T10:00:00Z",
    unread: false,
    blocked: false,
    reported: false,
    messages: [],
  };
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    const path = String(url);
    const body =
      path === "/api/current-user/"
        ? { username: "jana", user_id: "u1", seller_profile_id: null }
        : path === UNREAD
          ? { unread_count: read ? 0 : 1 }
          : path === "/api/conversations/5/"
            ? ((read = true), thread)
            : {};
    return { ok: true, status: 200, statusText: "", json: async () => body } as Response;
  }) as unknown as typeof fetch;
  const { rerender } = render(
    <SwrTestProvider>
      <NextIntlClientProvider locale="cs" messages={messages}>
        <MessagesLink />
      </NextIntlClientProvider>
    </SwrTestProvider>,
  );
  expect(await screen.findByRole("link", { name: /1 nepřečtená konverzace/ })).toBeInTheDocument();
  rerender(
    <SwrTestProvider>
      <NextIntlClientProvider locale="cs" messages={messages}>
        <MessagesLink />
        <ThreadView id={5} locale="cs" />
      </NextIntlClientProvider>
    </SwrTestProvider>,
  );
  await waitFor(() =>
    expect(screen.getByRole("link", { name: "Zprávy" })).toHaveTextContent(/^Zprávy$/),
  );
});
