import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { ResolveButtons } from "./resolve-buttons";

const refresh = jest.fn();
jest.mock("@/i18n/navigation", () => ({ useRouter: () => ({ refresh }) }));

const RESOLVE = "/api/admin/ads/7/resolve/";

function serve(status: number, body: unknown = {}) {
  const mock = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    return { ok: status < 400, status, statusText: "", json: async () => body } as Response;
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

const renderButtons = () =>
  render(
    <NextIntlClientProvider locale="cs" messages={messages}>
      <ResolveButtons adId={7} title="Škoda Octavia" kind="reports" canArchive />
    </NextIntlClientProvider>,
  );

const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body));
/** The resolve calls (apiFetch first asks /api/current-user/ for a CSRF cookie when it has none). */
const resolveCalls = (fetch: jest.Mock) => fetch.mock.calls.filter(([url]) => url === RESOLVE);

test("Archivovat asks for confirmation and a reason before anything is sent, then sends the reason", async () => {
  const fetch = serve(200, { id: 7, action: "archive", resolved: 1 });
  renderButtons();
  fireEvent.click(screen.getByRole("button", { name: "Archivovat inzerát Škoda Octavia" }));
  const dialog = await screen.findByRole("dialog", {
    name: "Archivovat inzerát jako administrátor?",
  });
  expect(fetch).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole("button", { name: "Archivovat" }));
  expect(await screen.findByText("Uveďte důvod archivace (alespoň 3 znaky).")).toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText("Důvod archivace"), {
    target: { value: "Podvodný inzerát" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Archivovat" }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(resolveCalls(fetch)).toHaveLength(1);
  expect(bodyOf(resolveCalls(fetch)[0][1])).toEqual({
    action: "archive",
    kind: "reports",
    reason: "Podvodný inzerát",
  });
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
});

test("a refusal keeps the dialog and the reason, and shows the server's field error", async () => {
  serve(400, {
    code: "bad_request",
    error: "Invalid input",
    fields: { reason: "adminArchive.errors.reasonTooLong" },
  });
  renderButtons();
  fireEvent.click(screen.getByRole("button", { name: "Archivovat inzerát Škoda Octavia" }));
  const box = await screen.findByLabelText("Důvod archivace");
  fireEvent.change(box, { target: { value: "Spam" } });
  fireEvent.click(screen.getByRole("button", { name: "Archivovat" }));
  expect(await screen.findByText(/Důvod je příliš dlouhý/)).toBeInTheDocument();
  expect(box).toHaveValue("Spam");
});
