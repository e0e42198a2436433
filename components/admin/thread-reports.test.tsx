import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import type { ThreadReport } from "@/lib/messages/admin";
import { ThreadReports } from "./thread-reports";

const refresh = jest.fn();
jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
  useRouter: () => ({ refresh }),
}));
jest.mock("next-intl/server", () => ({
  getTranslations: async ({ namespace }: { namespace: string }) =>
    createTranslator({ locale: "cs", messages, namespace: namespace as "admin" }),
}));

const report: ThreadReport = {
  id: 9,
  ad: { id: 3, title: "BMW 320d", price: 450000, status: "active" },
  reason: "scam",
  note: "Chce zálohu předem",
  reported_at: "2026-11-20T10:00:00Z",
  reported_by: "seller",
  buyer: { id: "b", name: "Karel" },
  seller: { id: "s", name: "Autobazar Novák" },
  blocked: true,
  raised: false,
  messages: [
    {
      from: "buyer",
      body: "Pošlete auto kurýrem, zaplatím zálohu.",
      created_at: "2026-11-20T09:00:00Z",
      warnings: ["courier"],
    },
  ],
};

const renderTab = async (results: ThreadReport[]) =>
  render(
    <NextIntlClientProvider locale="cs" messages={messages}>
      {await ThreadReports({ data: { results, count: results.length }, locale: "cs" })}
    </NextIntlClientProvider>,
  );

test("a reported thread shows its ad, reason, both sides and messages, and is dismissed by its own route", async () => {
  document.cookie = "csrftoken=test-token";
  const fetch = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    return {
      ok: true,
      status: 200,
      statusText: "",
      json: async () => ({ id: 9, action: "dismiss", resolved: 1 }),
    } as Response;
  });
  global.fetch = fetch as unknown as typeof fetch;
  await renderTab([report]);
  const card = screen.getByRole("article", { name: "BMW 320d" });
  expect(within(card).getByRole("link", { name: "BMW 320d" })).toHaveAttribute(
    "href",
    "/ads/cars/3",
  );
  expect(within(card).getByText("Podvod")).toBeInTheDocument();
  expect(within(card).getByText("Nahlásil prodejce")).toBeInTheDocument();
  expect(within(card).getByText("Kupující: Karel")).toBeInTheDocument();
  expect(within(card).getByText("Prodejce odesílatele zablokoval")).toBeInTheDocument();
  expect(within(card).getByText("Chce zálohu předem")).toBeInTheDocument();
  expect(within(card).getByText("Pošlete auto kurýrem, zaplatím zálohu.")).toBeInTheDocument();
  expect(within(card).getByText("Znaky podvodu")).toBeInTheDocument();

  fireEvent.click(
    within(card).getByRole("button", { name: "Zamítnout hlášení inzerátu BMW 320d" }),
  );
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  const [url, init] = fetch.mock.calls.find(([u]) => String(u).includes("resolve"))!;
  expect(url).toBe("/api/admin/conversations/9/resolve/");
  expect(JSON.parse(String(init?.body))).toMatchObject({ action: "dismiss" });
});

test("a thread the scam shield raised says so instead of who reported it", async () => {
  await renderTab([{ ...report, reported_by: null, raised: true }]);
  const card = screen.getByRole("article", { name: "BMW 320d" });
  expect(within(card).getByText(messages.admin.conversations.reportedBy.raised)).toBeVisible();
  expect(within(card).queryByText("Nahlásil prodejce")).toBeNull();
});

test("no reported threads: an empty queue says so", async () => {
  await renderTab([]);
  expect(screen.getByText("Žádné nahlášené konverzace.")).toBeInTheDocument();
});
