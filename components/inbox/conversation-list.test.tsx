import { fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import type { ConversationItem } from "@/lib/messages/schemas";
import { answerFetch, SwrTestProvider } from "@/tests/helpers/swr";
import { ConversationListView } from "./conversation-list";

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const item = (over: Partial<ConversationItem>): ConversationItem => ({
  id: 1,
  role: "buyer",
  ad: {
    id: 10,
    title: "Škoda Fabia",
    price: 289000,
    status: "active",
    photo: "/media/a-0-mini.webp",
  },
  other: { name: "Autobazar Novák" },
  last_message: {
    body: "Ano, je k dispozici.",
    from_me: false,
    created_at: "2026-11-20T10:00:00Z",
  },
  last_message_at: "2026-11-20T10:00:00Z",
  unread: false,
  blocked: false,
  reported: false,
  ...over,
});

const renderList = (page = 1) =>
  render(
    <SwrTestProvider>
      <NextIntlClientProvider locale="cs" messages={messages}>
        <ConversationListView page={page} locale="cs" />
      </NextIntlClientProvider>
    </SwrTestProvider>,
  );

test("lists threads of both roles with the ad, the other side's name and the last message", async () => {
  answerFetch({
    "/api/conversations/": {
      status: 200,
      body: {
        count: 2,
        results: [
          item({ id: 1, unread: true }),
          item({
            id: 2,
            role: "seller",
            ad: { id: 11, title: "VW Golf", price: 150000, status: "archived", photo: null },
            other: { name: "Petr" },
            last_message: { body: "Díky", from_me: true, created_at: "2026-11-19T10:00:00Z" },
          }),
        ],
      },
    },
  });
  renderList();
  const first = (await screen.findByText("Škoda Fabia")).closest("a")!;
  expect(first).toHaveAttribute("href", "/zpravy/1");
  expect(within(first).getByText("Autobazar Novák")).toHaveClass("font-bold");
  expect(within(first).getByText("Nepřečteno")).toBeInTheDocument();
  expect(within(first).getByText("Ano, je k dispozici.")).toBeInTheDocument();

  const second = screen.getByText("VW Golf").closest("a")!;
  expect(within(second).getByText("Inzerát už není v prodeji")).toBeInTheDocument();
  expect(within(second).getByText("Vy:")).toBeInTheDocument();
  expect(within(second).queryByText("Nepřečteno")).toBeNull();
  expect(within(first).queryByText("Inzerát už není v prodeji")).toBeNull();

  fireEvent.click(screen.getByRole("button", { name: "Prodávám" }));
  expect(screen.queryByText("Škoda Fabia")).toBeNull();
  expect(screen.getByText("VW Golf")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Kupuji" }));
  expect(screen.getByText("Škoda Fabia")).toBeInTheDocument();
  expect(screen.queryByText("VW Golf")).toBeNull();
});

test("an empty inbox explains where messages come from", async () => {
  answerFetch({ "/api/conversations/": { status: 200, body: { count: 0, results: [] } } });
  renderList();
  expect(await screen.findByText("Zatím nemáte žádné zprávy.")).toBeInTheDocument();
  expect(screen.getByText(/Napsat prodejci/)).toBeInTheDocument();
});

test("pages through the threads when there are more than a page", async () => {
  const fetch = answerFetch({
    "/api/conversations/?page=2": { status: 200, body: { count: 45, results: [item({ id: 21 })] } },
  });
  renderList(2);
  expect(await screen.findByText("Škoda Fabia")).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledWith("/api/conversations/?page=2", expect.anything());
  expect(screen.getByRole("link", { name: /3/ })).toHaveAttribute("href", "/zpravy?page=3");
});
