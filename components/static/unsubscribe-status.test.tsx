import { act, fireEvent, screen } from "@testing-library/react";
import { UNSUBSCRIBE_MESSAGES } from "@/lib/infra/i18n/client-messages";
import messages from "@/messages/cs.json";
import { show } from "@/tests/helpers/intl";
import { answerFetch } from "@/tests/helpers/swr";
import { UnsubscribeStatus } from "./unsubscribe-status";

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const t = messages.unsubscribe;
const API = "/api/saved-searches/5/unsubscribe/tok/";

const renderPage = (id: string | null, token: string | null) =>
  show(<UnsubscribeStatus id={id} token={token} />, UNSUBSCRIBE_MESSAGES);

beforeEach(() => {
  document.cookie = "csrftoken=tok";
});

test("opening the link changes nothing: it says what will happen, and only the button unsubscribes", async () => {
  const fetchMock = answerFetch({
    [API]: { status: 200, body: { success: true, search_name: "Škoda Octavia", error: null } },
  });
  renderPage("5", "tok");
  await act(async () => {});
  expect(screen.getByRole("heading", { name: t.confirmTitle })).toBeInTheDocument();
  expect(screen.getByText(t.confirmText)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
  await act(async () => void fireEvent.click(screen.getByRole("button", { name: t.confirm })));
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe(API);
  expect(init.method).toBe("POST");
  // the RFC 8058 one-click request, the one the API already answers for mail clients
  expect(String(init.body)).toBe("List-Unsubscribe=One-Click");
  expect(await screen.findByRole("heading", { name: t.successTitle })).toBeInTheDocument();
  expect(
    screen.getByText("Upozornění pro uložené hledání „Škoda Octavia“ jsme vypnuli."),
  ).toBeInTheDocument();
});

test("a link without id or token is invalid at once, without a button", () => {
  answerFetch({});
  renderPage("5", null);
  expect(screen.getByRole("heading", { name: t.errorTitle })).toBeInTheDocument();
  expect(screen.getByText(t.invalidLink)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: t.confirm })).not.toBeInTheDocument();
});

test("a wrong token or a failure after the click says which", async () => {
  answerFetch({
    [API]: {
      status: 400,
      body: { success: false, error: "Invalid search ID or token", code: "bad_request" },
    },
  });
  renderPage("5", "tok");
  await act(async () => void fireEvent.click(screen.getByRole("button", { name: t.confirm })));
  expect(await screen.findByText(t.invalidLink)).toBeInTheDocument();
  answerFetch({ [API]: { status: 500, body: { code: "internal" } } });
  renderPage("5", "tok");
  await act(async () => void fireEvent.click(screen.getByRole("button", { name: t.confirm })));
  expect(await screen.findByText(t.genericError)).toBeInTheDocument();
});
