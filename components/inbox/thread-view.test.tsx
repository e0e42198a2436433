import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { INBOX_MESSAGES, pickMessages } from "@/lib/infra/i18n/client-messages";
import type { ConversationDetail, ThreadMessage } from "@/lib/messages/schemas";
import { SwrTestProvider } from "@/tests/helpers/swr";
import { ThreadView } from "./thread-view";

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const THREAD = "/api/conversations/5/";

const msg = (over: Partial<ThreadMessage>): ThreadMessage => ({
  id: 1,
  body: "Dobrý den",
  from_me: false,
  created_at: "2026-11-20T10:00:00Z",
  has_links: false,
  links_allowed: false,
  warnings: [],
  ...over,
});

const detail = (over: Partial<ConversationDetail> = {}): ConversationDetail => ({
  id: 5,
  role: "seller",
  ad: { id: 10, title: "Škoda Fabia", price: 289000, status: "active", photo: null },
  other: { name: "Jana" },
  last_message: null,
  last_message_at: "2026-11-20T10:05:00Z",
  unread: false,
  blocked: false,
  reported: false,
  messages: [
    msg({ id: 1, body: "Je vůz k dispozici? https://example.com/x", has_links: true }),
    msg({ id: 2, body: "Ano, je.", from_me: true, created_at: "2026-11-20T10:05:00Z" }),
  ],
  ...over,
});

type Answer = { status: number; body?: unknown };
/** Answers by "METHOD url"; the calls are kept to be inspected. */
function serve(routes: Record<string, Answer | (() => Answer)>) {
  const mock = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const key = `${(init?.method ?? "GET").toUpperCase()} ${String(url)}`;
    const entry = routes[key];
    const r =
      typeof entry === "function"
        ? entry()
        : (entry ?? { status: 404, body: { code: "not_found" } });
    return {
      ok: r.status < 400,
      status: r.status,
      statusText: "",
      json: async () => r.body ?? {},
    } as Response;
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}
const calls = (mock: jest.Mock, method: string, url: string) =>
  mock.mock.calls.filter(([u, init]) => String(u) === url && (init?.method ?? "GET") === method);

beforeEach(() => {
  document.cookie = "csrftoken=test-token";
});

/** The thread with the messages its page gives it (INBOX_MESSAGES): another's text would show its key. */
const renderThread = () =>
  render(
    <SwrTestProvider>
      <NextIntlClientProvider locale="cs" messages={pickMessages(messages, INBOX_MESSAGES)}>
        <ThreadView id={5} locale="cs" />
      </NextIntlClientProvider>
    </SwrTestProvider>,
  );

test("shows the ad, the messages in order with links as text until allowed, and the e-mail switch", async () => {
  const fetch = serve({
    [`GET ${THREAD}`]: { status: 200, body: detail() },
    "GET /api/messages/settings/": { status: 200, body: { message_emails: true } },
    "GET /api/conversations/unread-count/": { status: 200, body: { unread_count: 0 } },
  });
  renderThread();
  expect(await screen.findByRole("heading", { name: "Konverzace: Jana" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Škoda Fabia" })).toHaveAttribute("href", "/ads/cars/10");
  const list = screen.getByRole("list", { name: "Zprávy v konverzaci" });
  const items = within(list).getAllByRole("listitem");
  expect(items.map((li) => li.textContent)).toEqual([
    expect.stringContaining("Je vůz k dispozici?"),
    expect.stringContaining("Ano, je."),
  ]);
  expect(within(list).queryByRole("link")).toBeNull(); // the link stays text
  expect(screen.getByText(/se stanou klikacími/)).toBeInTheDocument();
  expect(
    await screen.findByRole("checkbox", { name: "Posílat mi e-mail o nových zprávách" }),
  ).toBeChecked();
  expect(fetch).toHaveBeenCalledWith(THREAD, expect.anything());
});

test("a link the reader may follow is clickable", async () => {
  serve({
    [`GET ${THREAD}`]: {
      status: 200,
      body: detail({
        messages: [
          msg({ body: "Viz https://example.com/x", has_links: true, links_allowed: true }),
        ],
      }),
    },
  });
  renderThread();
  expect(await screen.findByRole("link", { name: "https://example.com/x" })).toHaveAttribute(
    "rel",
    expect.stringContaining("nofollow"),
  );
});

test("a refused reply is explained in Czech and the text stays in the box", async () => {
  const fetch = serve({
    [`GET ${THREAD}`]: { status: 200, body: detail() },
    [`POST ${THREAD}messages/`]: {
      status: 429,
      body: { error: "Too many", code: "rate_limited.messages", retry_after_seconds: 600 },
    },
  });
  renderThread();
  const box = await screen.findByRole("textbox", { name: "Vaše odpověď" });
  fireEvent.change(box, { target: { value: "Přijedu v sobotu." } });
  fireEvent.keyDown(box, { key: "Enter", ctrlKey: true });
  expect(
    await screen.findByText("Odeslali jste příliš mnoho zpráv. Zkuste to prosím později."),
  ).toBeInTheDocument();
  expect(box).toHaveValue("Přijedu v sobotu.");
  expect(calls(fetch, "POST", `${THREAD}messages/`)).toHaveLength(1);
});

test("a too short reply is refused before sending; a sent one joins the thread and empties the box", async () => {
  const reply = msg({ id: 3, body: "Přijedu v sobotu.", from_me: true });
  let sent = false;
  const fetch = serve({
    // the thread read again after the reply holds it
    [`GET ${THREAD}`]: () => ({
      status: 200,
      body: sent ? detail({ messages: [...detail().messages, reply] }) : detail(),
    }),
    [`POST ${THREAD}messages/`]: () => {
      sent = true;
      return { status: 201, body: { conversation_id: 5, message: reply } };
    },
  });
  renderThread();
  const box = await screen.findByRole("textbox", { name: "Vaše odpověď" });
  fireEvent.change(box, { target: { value: "A" } });
  fireEvent.click(screen.getByRole("button", { name: "Odeslat" }));
  expect(await screen.findByText("Zpráva je příliš krátká.")).toBeInTheDocument();
  expect(calls(fetch, "POST", `${THREAD}messages/`)).toHaveLength(0);

  fireEvent.change(box, { target: { value: "Přijedu v sobotu." } });
  expect(screen.getByText("17 / 2000")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Odeslat" }));
  await waitFor(() => expect(box).toHaveValue(""));
  expect(JSON.parse(String(calls(fetch, "POST", `${THREAD}messages/`)[0][1]?.body))).toEqual({
    body: "Přijedu v sobotu.",
  });
  expect(
    within(screen.getByRole("list", { name: "Zprávy v konverzaci" })).getByText(
      "Přijedu v sobotu.",
    ),
  ).toBeInTheDocument();
});

test("the seller blocks only after confirming, then can unblock", async () => {
  const fetch = serve({
    [`GET ${THREAD}`]: { status: 200, body: detail() },
    [`POST ${THREAD}block/`]: { status: 200, body: { blocked: true } },
    [`DELETE ${THREAD}block/`]: { status: 200, body: { blocked: false } },
  });
  renderThread();
  fireEvent.click(await screen.findByRole("button", { name: "Zablokovat odesílatele" }));
  const dialog = await screen.findByRole("dialog", { name: "Zablokovat odesílatele?" });
  expect(calls(fetch, "POST", `${THREAD}block/`)).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole("button", { name: "Zrušit" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(calls(fetch, "POST", `${THREAD}block/`)).toHaveLength(0);

  fireEvent.click(screen.getByRole("button", { name: "Zablokovat odesílatele" }));
  fireEvent.click(
    within(await screen.findByRole("dialog")).getByRole("button", { name: "Zablokovat" }),
  );
  expect(await screen.findByText(/Tohoto odesílatele jste zablokovali/)).toBeInTheDocument();
  expect(calls(fetch, "POST", `${THREAD}block/`)).toHaveLength(1);

  fireEvent.click(screen.getByRole("button", { name: "Odblokovat" }));
  expect(await screen.findByRole("button", { name: "Zablokovat odesílatele" })).toBeInTheDocument();
  expect(calls(fetch, "DELETE", `${THREAD}block/`)).toHaveLength(1);
});

test("the buyer has no block button but can report the thread", async () => {
  const fetch = serve({
    [`GET ${THREAD}`]: { status: 200, body: detail({ role: "buyer" }) },
    [`POST ${THREAD}report/`]: { status: 200, body: { status: "reported" } },
  });
  renderThread();
  fireEvent.click(await screen.findByRole("button", { name: "Nahlásit konverzaci" }));
  expect(screen.queryByRole("button", { name: "Zablokovat odesílatele" })).toBeNull();
  const dialog = await screen.findByRole("dialog", { name: "Nahlásit konverzaci" });
  fireEvent.click(within(dialog).getByRole("radio", { name: "Podvod" }));
  fireEvent.click(within(dialog).getByRole("button", { name: "Nahlásit" }));
  expect(await screen.findByText("Konverzaci posoudí náš tým.")).toBeInTheDocument();
  expect(JSON.parse(String(calls(fetch, "POST", `${THREAD}report/`)[0][1]?.body))).toMatchObject({
    reason: "scam",
  });
});

test("a flagged message warns its reader of the scam it looks like; its sender gets a gentle note", async () => {
  serve({
    [`GET ${THREAD}`]: {
      status: 200,
      body: detail({
        role: "buyer",
        messages: [
          msg({
            body: "Vůz je v Německu, pošlete zálohu na dopravu.",
            warnings: ["deposit", "abroad"],
          }),
          msg({ id: 2, body: "Dobrý den" }),
          msg({ id: 3, body: "Pošlu kurýra", from_me: true, warnings: ["courier"] }),
        ],
      }),
    },
  });
  renderThread();
  expect(await screen.findByText(messages.safety.buyer.deposit)).toBeVisible();
  expect(screen.getByText(messages.safety.buyer.abroad)).toBeVisible();
  expect(screen.getAllByText(messages.safety.warningsTitle)).toHaveLength(1);
  expect(screen.getByText(messages.safety.senderNote)).toBeVisible();
});

test("a thread that is not the user's says so, with the way back", async () => {
  serve({});
  renderThread();
  expect(await screen.findByText("Konverzace nebo inzerát neexistuje.")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Zpět na zprávy" })).toHaveAttribute("href", "/zpravy");
  expect(screen.queryByRole("textbox")).toBeNull();
});
