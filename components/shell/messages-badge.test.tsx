import { render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { answerFetch, SwrTestProvider } from "@/tests/helpers/swr";
import { MessagesLink } from "./account-links";
import { MobileTabBar } from "./mobile-tab-bar";

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
