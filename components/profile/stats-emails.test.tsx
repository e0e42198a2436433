import { act, fireEvent, screen } from "@testing-library/react";
import { PROFILE_MESSAGES, STATS_EMAILS_OFF_MESSAGES } from "@/lib/infra/i18n/client-messages";
import messages from "@/messages/cs.json";
import { show } from "@/tests/helpers/intl";
import { answerFetch } from "@/tests/helpers/swr";
import { StatsEmailsSwitch } from "./stats-emails";
import { StatsEmailsOff } from "./stats-emails-off";

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const e = messages.adStats.emails;
const off = messages.adStats.emailsOff;
const SETTINGS = "/api/profile/stats-emails/";

beforeEach(() => {
  document.cookie = "csrftoken=tok";
});

describe("the weekly statistics checkbox in the profile", () => {
  test("unticking saves the opt-out; a failure says so and keeps the box as it was", async () => {
    const fetchMock = answerFetch({ [SETTINGS]: { status: 200, body: { stats_emails: false } } });
    show(<StatsEmailsSwitch initial />, PROFILE_MESSAGES);
    const box = screen.getByRole("checkbox", { name: e.label });
    expect(box).toBeChecked();
    await act(async () => void fireEvent.click(box));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(SETTINGS);
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(String(init.body))).toEqual({ stats_emails: false });
    expect(box).not.toBeChecked();

    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    answerFetch({ [SETTINGS]: { status: 500, body: { code: "internal", error: "x" } } });
    await act(async () => void fireEvent.click(box));
    expect(await screen.findByText(e.failed)).toBeInTheDocument();
    expect(box).not.toBeChecked();
    logged.mockRestore();
  });
});

describe("the unsubscribe page of the weekly e-mail", () => {
  const API = "/api/profile/stats-emails/unsubscribe/u1/tok/";
  test("opening it sends nothing; the button POSTs the one-click body", async () => {
    const fetchMock = answerFetch({ [API]: { status: 200, body: { success: true } } });
    show(<StatsEmailsOff user="u1" token="tok" />, STATS_EMAILS_OFF_MESSAGES);
    expect(screen.getByRole("heading", { name: off.heading })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: off.button })));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(API);
    expect(init.method).toBe("POST");
    expect(String(init.body)).toBe("List-Unsubscribe=One-Click");
    expect(await screen.findByRole("heading", { name: off.doneTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: off.back })).toHaveAttribute("href", "/profile");
  });

  test("a link without its token or refused says it is invalid", async () => {
    answerFetch({ [API]: { status: 400, body: { code: "bad_request", error: "Invalid" } } });
    const { unmount } = show(<StatsEmailsOff user="u1" token={null} />, STATS_EMAILS_OFF_MESSAGES);
    expect(screen.getByText(off.invalid)).toBeInTheDocument();
    unmount();
    show(<StatsEmailsOff user="u1" token="tok" />, STATS_EMAILS_OFF_MESSAGES);
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: off.button })));
    expect(await screen.findByText(off.invalid)).toBeInTheDocument();
  });
});
