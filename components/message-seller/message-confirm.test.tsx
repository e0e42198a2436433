import { act, fireEvent, screen } from "@testing-library/react";
import {
  MESSAGE_CONFIRM_MESSAGES,
  MESSAGE_EMAILS_OFF_MESSAGES,
} from "@/lib/infra/i18n/client-messages";
import messages from "@/messages/cs.json";
import { show } from "@/tests/helpers/intl";
import { answerFetch } from "@/tests/helpers/swr";
import { MessageConfirm } from "./message-confirm";
import { MessageEmailsOff } from "./message-emails-off";

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const c = messages.messages.confirm;
const off = messages.messages.emailsOff;
const CONFIRM = "/api/messages/confirm/";
const TOKEN = "abcdefghijklmnopqrstuvwxyz012345";

const confirmPage = (token: string | null) =>
  show(<MessageConfirm token={token} />, MESSAGE_CONFIRM_MESSAGES);
const click = (name: string) =>
  act(async () => void fireEvent.click(screen.getByRole("button", { name })));

beforeEach(() => {
  document.cookie = "csrftoken=tok";
});

describe("the confirmation page", () => {
  test("opening the link sends nothing; the button POSTs the token and links to the thread", async () => {
    const fetchMock = answerFetch({
      [CONFIRM]: { status: 200, body: { conversation_id: 42, account_created: false } },
    });
    confirmPage(TOKEN);
    await act(async () => {});
    expect(screen.getByRole("heading", { name: c.heading })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await click(c.button);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(CONFIRM);
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN });
    expect(await screen.findByRole("heading", { name: c.doneTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: c.openThread })).toHaveAttribute("href", "/zpravy/42");
    expect(screen.queryByText(c.accountCreated)).not.toBeInTheDocument();
  });

  test("a new light account is said, with the way to set its password", async () => {
    answerFetch({
      [CONFIRM]: { status: 200, body: { conversation_id: 7, account_created: true } },
    });
    confirmPage(TOKEN);
    await click(c.button);
    expect(await screen.findByText(c.accountCreated)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: c.setPassword })).toHaveAttribute(
      "href",
      "/accounts/password/reset",
    );
  });

  test("a missing or broken token is invalid at once, without a button", () => {
    answerFetch({});
    confirmPage(null);
    expect(screen.getByText(c.invalid)).toBeInTheDocument();
    confirmPage("short");
    expect(screen.getAllByText(c.invalid)).toHaveLength(2);
    expect(screen.queryByRole("button", { name: c.button })).not.toBeInTheDocument();
  });

  test.each([
    [410, "gone.expired", c.expired],
    [404, "not_found", c.invalid],
    [429, "rate_limited", c.tooMany],
    [500, "internal", c.failed],
  ])("a refusal %s %s says why", async (status, code, text) => {
    answerFetch({ [CONFIRM]: { status, body: { code, error: "x" } } });
    confirmPage(TOKEN);
    await click(c.button);
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
  });
});

describe("the page that stops the message e-mails", () => {
  const API = "/api/messages/unsubscribe/u1/tok/";
  const page = (user: string | null, token: string | null) =>
    show(<MessageEmailsOff user={user} token={token} />, MESSAGE_EMAILS_OFF_MESSAGES);

  test("opening it changes nothing; the button sends the one-click POST", async () => {
    const fetchMock = answerFetch({ [API]: { status: 200, body: { success: true } } });
    page("u1", "tok");
    await act(async () => {});
    expect(screen.getByRole("heading", { name: off.heading })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await click(off.button);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(API);
    expect(init.method).toBe("POST");
    expect(String(init.body)).toBe("List-Unsubscribe=One-Click");
    expect(await screen.findByRole("heading", { name: off.doneTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: off.back })).toHaveAttribute("href", "/zpravy");
  });

  test("a link without its parts, a wrong token, or a failure says which", async () => {
    answerFetch({});
    page("u1", null);
    expect(screen.getByText(off.invalid)).toBeInTheDocument();
    answerFetch({ [API]: { status: 400, body: { code: "bad_request", error: "Invalid" } } });
    page("u1", "tok");
    await click(off.button);
    expect(await screen.findAllByText(off.invalid)).toHaveLength(2);
    answerFetch({ [API]: { status: 500, body: { code: "internal" } } });
    page("u1", "tok");
    await click(off.button);
    expect(await screen.findByText(off.failed)).toBeInTheDocument();
  });
});
