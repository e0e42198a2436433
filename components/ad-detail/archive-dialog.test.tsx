import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { AD_ARCHIVE_MESSAGES, pickMessages } from "@/lib/infra/i18n/client-messages";
import cs from "@/messages/cs.json";
import en from "@/messages/en.json";
import ArchiveDialog from "./archive-dialog";

// The seller's archive on the ad page (issue 32): it asks why the ad ends, refuses to go on
// without an answer, and sends the answer with the archive. The island gets only what the page's
// preset (AD_ARCHIVE_MESSAGES) picks.

const push = jest.fn();
jest.mock("@/i18n/navigation", () => ({ useRouter: () => ({ push }) }));

type Answer = { status: number; body?: unknown };
const ARCHIVE = "/api/ads/cars/7/archive/";
function serve(answer: Answer) {
  const mock = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => ({
    ok: answer.status < 400,
    status: answer.status,
    statusText: "",
    json: async () => answer.body ?? {},
  }));
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}
const posted = (mock: jest.Mock) =>
  mock.mock.calls.filter(([u]) => u === ARCHIVE).map(([, init]) => JSON.parse(init.body));

const labels = {
  open: "Archivovat",
  title: "Archivovat inzerát?",
  text: "Inzerát zmizí z hledání.",
  confirm: "Archivovat",
  busy: "Archivuji…",
  cancel: "Zrušit",
};
function renderDialog(messages: typeof cs | typeof en = cs, locale: "cs" | "en" = "cs") {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={pickMessages(messages, AD_ARCHIVE_MESSAGES)}
      onError={() => {
        throw new Error("a message the preset does not pick");
      }}
    >
      <ArchiveDialog
        adId={7}
        adTitle="Škoda Octavia"
        as="owner"
        labels={labels}
        onClose={jest.fn()}
      />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  document.cookie = "csrftoken=t0k";
  push.mockReset();
});

test("asks why the ad ends; without an answer it says so and sends nothing", async () => {
  const user = userEvent.setup();
  const fetchMock = serve({ status: 200, body: { id: 7, status: "archived" } });
  renderDialog();
  const group = screen.getByRole("group", { name: "Proč inzerát končí?" });
  expect(group).toBeVisible();
  for (const name of ["Prodáno přes Vozovnu", "Prodáno jinde", "Už neprodávám", "Jiný důvod"])
    expect(screen.getByRole("radio", { name })).not.toBeChecked();

  await user.click(screen.getByRole("button", { name: "Archivovat" }));
  expect(group).toHaveAccessibleDescription("Vyberte prosím, proč inzerát končí.");
  expect(posted(fetchMock)).toEqual([]);
  expect(push).not.toHaveBeenCalled();

  await user.click(screen.getByRole("radio", { name: "Prodáno jinde" }));
  expect(screen.queryByText("Vyberte prosím, proč inzerát končí.")).toBeNull();
  await user.click(screen.getByRole("button", { name: "Archivovat" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/profile"));
  expect(posted(fetchMock)).toEqual([{ endReason: "sold_elsewhere" }]);
});

test("a refusal keeps the dialog and the choice, with the server's translated error", async () => {
  const user = userEvent.setup();
  serve({
    status: 400,
    body: {
      error: "Invalid input",
      code: "bad_request",
      fields: { endReason: "endReasons.errors.required" },
    },
  });
  renderDialog(en, "en");
  await user.click(screen.getByRole("radio", { name: "No longer selling" }));
  await user.click(screen.getByRole("button", { name: "Archivovat" }));
  const group = screen.getByRole("group", { name: "Why is the ad ending?" });
  await waitFor(() =>
    expect(group).toHaveAccessibleDescription("Please choose why the ad is ending."),
  );
  expect(screen.getByRole("radio", { name: "No longer selling" })).toBeChecked();
  expect(push).not.toHaveBeenCalled();
});

test("another failure says so in general and lets the seller try again", async () => {
  const user = userEvent.setup();
  serve({ status: 500, body: { error: "boom", code: "internal" } });
  renderDialog();
  await user.click(screen.getByRole("radio", { name: "Prodáno přes Vozovnu" }));
  await user.click(screen.getByRole("button", { name: "Archivovat" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(cs.common.errorOccurred);
  expect(screen.getByRole("button", { name: "Archivovat" })).toBeEnabled();
  expect(screen.getByRole("radio", { name: "Prodáno přes Vozovnu" })).toBeChecked();
});
