import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import * as client from "@/lib/infra/api/client";
import messages from "@/messages/cs.json";
import { setSessionHint, SwrTestProvider } from "@/tests/helpers/swr";
import { ReportButton } from "./report-button";
import ReportDialog from "./report-dialog";

// A browser that may be signed in (the sign-in hint): useCurrentUser asks /api/current-user/.
beforeEach(setSessionHint);

jest.mock("@/lib/infra/api/client", () => {
  const actual = jest.requireActual("@/lib/infra/api/client");
  return { ...actual, redirectFor: jest.fn(actual.redirectFor) };
});

type Answer = { status: number; body?: unknown };
const ME = { username: "jana", user_id: "u1", seller_profile_id: 5, is_admin: false };

/** fetch answering by path (404 for the rest). */
function serve(routes: Record<string, Answer>) {
  const mock = jest.fn(async (url: RequestInfo | URL, _init?: RequestInit) => {
    const a = routes[String(url)] ?? { status: 404, body: { code: "not_found" } };
    return {
      ok: a.status < 400,
      status: a.status,
      statusText: "",
      json: async () => a.body ?? {},
    } as Response;
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

const intl = (ui: React.ReactNode) => (
  <NextIntlClientProvider locale="cs" messages={messages}>
    <SwrTestProvider>{ui}</SwrTestProvider>
  </NextIntlClientProvider>
);
const renderDialog = (onClose = jest.fn()) =>
  render(intl(<ReportDialog adId={7} title="Škoda Octavia 2.0 TDI" onClose={onClose} />));

const REPORT = "/api/ads/cars/7/report/";
const posted = (mock: jest.Mock) =>
  mock.mock.calls.filter(([u]) => u === REPORT).map(([, init]) => JSON.parse(init.body));

beforeEach(() => {
  document.cookie = "csrftoken=t0k";
});

it("offers the four reasons, asks for one, counts the note, and thanks after the report", async () => {
  const fetchMock = serve({ [REPORT]: { status: 201, body: { status: "reported" } } });
  renderDialog();
  const dialog = screen.getByRole("dialog", { name: "Nahlásit inzerát" });
  expect(dialog).toHaveTextContent("Škoda Octavia 2.0 TDI");
  expect(screen.getAllByRole("radio")).toHaveLength(4);
  for (const name of [
    /Vůz je už prodaný/,
    /Podezření na podvod/,
    /Nesprávné údaje/,
    /Duplicitní inzerát/,
  ])
    expect(screen.getByRole("radio", { name })).not.toBeChecked();

  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Odeslat hlášení" })));
  expect(await screen.findByText("Vyberte důvod nahlášení.")).toBeVisible();
  expect(posted(fetchMock)).toEqual([]);

  fireEvent.click(screen.getByRole("radio", { name: /Podezření na podvod/ }));
  fireEvent.change(screen.getByLabelText("Poznámka (nepovinné)"), {
    target: { value: "Chce zálohu předem." },
  });
  expect(screen.getByText("19 / 500")).toBeVisible();
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Odeslat hlášení" })));

  expect(await screen.findByRole("dialog", { name: "Děkujeme za nahlášení" })).toBeVisible();
  expect(posted(fetchMock)).toEqual([{ reason: "scam", note: "Chce zálohu předem." }]);
  const [, init] = fetchMock.mock.calls.find(([u]) => u === REPORT)!;
  expect(init).toMatchObject({ method: "POST", headers: { "X-CSRFToken": "t0k" } });
});

it("says so when the user reported the ad before", async () => {
  serve({ [REPORT]: { status: 200, body: { status: "already_reported" } } });
  renderDialog();
  fireEvent.click(screen.getByRole("radio", { name: /Vůz je už prodaný/ }));
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Odeslat hlášení" })));
  expect(
    await screen.findByRole("dialog", { name: "Tento inzerát jste už nahlásili" }),
  ).toBeVisible();
  expect(screen.getByRole("status")).toHaveTextContent("Jeden inzerát lze nahlásit jen jednou.");
});

it("tells the daily limit and an ad that is gone apart from other failures, and keeps the form", async () => {
  const cases: [Answer, string][] = [
    [{ status: 429, body: { error: "Too many", code: "rate_limited" } }, "Dnes jste odeslali"],
    [{ status: 404, body: { error: "Ad not found.", code: "not_found" } }, "už není aktivní"],
    [{ status: 500, body: { error: "Internal", code: "internal" } }, "nepodařilo odeslat"],
  ];
  for (const [answer, text] of cases) {
    serve({ [REPORT]: answer });
    const { unmount } = renderDialog();
    fireEvent.click(screen.getByRole("radio", { name: /Nesprávné údaje/ }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Odeslat hlášení" })));
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(screen.getByRole("radio", { name: /Nesprávné údaje/ })).toBeChecked();
    unmount();
  }
});

describe("the report action on the ad page", () => {
  const renderButton = () =>
    render(intl(<ReportButton adId={7} title="Škoda Octavia" sellerProfileId={9} />));

  it("opens the dialog for a signed-in buyer", async () => {
    serve({ "/api/current-user/": { status: 200, body: ME } });
    renderButton();
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: "Nahlásit inzerát" }));
    expect(await screen.findByRole("dialog", { name: "Nahlásit inzerát" })).toBeVisible();
  });

  it("is not shown to the ad's own seller", async () => {
    const fetchMock = serve({
      "/api/current-user/": { status: 200, body: { ...ME, seller_profile_id: 9 } },
    });
    renderButton();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/api/current-user/", expect.anything()),
    );
    await act(async () => {});
    expect(screen.queryByRole("button", { name: "Nahlásit inzerát" })).toBeNull();
  });

  it("sends a signed-out visitor to sign in and back, without opening the dialog", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    window.history.pushState({}, "", "/ads/cars/7");
    const fetchMock = serve({
      "/api/current-user/": { status: 401, body: { error: "Sign in", code: "unauthorized" } },
    });
    renderButton();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/api/current-user/", expect.anything()),
    );
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: "Nahlásit inzerát" }));
    expect(jest.mocked(client.redirectFor).mock.results.at(-1)!.value).toBe(
      "/profile?next=%2Fads%2Fcars%2F7",
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    consoleError.mockRestore();
  });
});
