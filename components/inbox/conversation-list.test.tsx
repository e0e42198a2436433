import { render, screen, within } from "@testing-library/react";
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

const renderList = (page = 1, role: "buyer" | "seller" | null = null) =>
  render(
    <SwrTestProvider>
      <NextIntlClientProvider locale="cs" messages={messages}>
        <ConversationListView page={page} role={role} locale="cs" />
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

  // the filter asks the server for one role (each paged on its own), not the page shown
  const filter = within(screen.getByRole("group", { name: /./ }));
  expect(filter.getByRole("link", { name: "Vše" })).toHaveAttribute("aria-current", "page");
  expect(filter.getByRole("link", { name: "Kupuji" })).toHaveAttribute(
    "href",
    "/zpravy?role=buyer",
  );
  expect(filter.getByRole("link", { name: "Prodávám" })).toHaveAttribute(
    "href",
    "/zpravy?role=seller",
  );
});

test("the 'Prodávám' filter pages through the threads the user sells in", async () => {
  const fetch = answerFetch({
    "/api/conversations/?page=2&role=seller": {
      status: 200,
      body: { count: 45, results: [item({ id: 22, role: "seller" })] },
    },
  });
  renderList(2, "seller");
  expect(await screen.findByText("Škoda Fabia")).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledWith("/api/conversations/?page=2&role=seller", expect.anything());
  expect(screen.getByRole("link", { name: "Prodávám" })).toHaveAttribute("aria-current", "page");
  expect(screen.getByRole("link", { name: /3/ })).toHaveAttribute(
    "href",
    "/zpravy?role=seller&page=3",
  );
});

test("a role with no threads says so and keeps the filter", async () => {
  answerFetch({
    "/api/conversations/?role=buyer": { status: 200, body: { count: 0, results: [] } },
  });
  renderList(1, "buyer");
  expect(await screen.findByText(messages.inbox.emptyFiltered)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Vše" })).toHaveAttribute("href", "/zpravy");
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
