import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { PROFILE_MESSAGES, pickMessages } from "@/lib/infra/i18n/client-messages";
import { answerFetch } from "@/tests/helpers/swr";
import { BulkBar } from "./bulk-bar";
import { BulkCheckbox, BulkSelectAll, BulkSelection, type BulkAd } from "./bulk-selection";

const refresh = jest.fn();
jest.mock("@/i18n/navigation", () => ({ useRouter: () => ({ refresh }) }));

const b = messages.bulk;
const ADS: BulkAd[] = [
  { id: 1, title: "Škoda Octavia", price: 289_000, status: "active" },
  { id: 2, title: "VW Golf", price: 199_990, status: "active" },
  { id: 3, title: "Fiat Panda", price: 1_500, status: "sold" },
];

function show() {
  render(
    <NextIntlClientProvider
      locale="cs"
      messages={pickMessages(messages, PROFILE_MESSAGES)}
      timeZone="Europe/Prague"
    >
      <BulkSelection ads={ADS}>
        <BulkSelectAll />
        {ADS.map((a) => (
          <BulkCheckbox key={a.id} adId={a.id} title={a.title} />
        ))}
        <BulkBar />
      </BulkSelection>
    </NextIntlClientProvider>,
  );
}

const sent = (mock: jest.Mock) => JSON.parse(mock.mock.calls.at(-1)![1].body as string);

beforeEach(() => jest.clearAllMocks());

test("no bar until an ad is ticked; 'Vybrat vše na stránce' ticks the page", async () => {
  show();
  expect(screen.queryByRole("region", { name: b.barLabel })).toBeNull();
  await userEvent.click(screen.getByRole("checkbox", { name: "Vybrat inzerát VW Golf" }));
  expect(within(screen.getByRole("region")).getByText("Vybrán 1 inzerát")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("checkbox", { name: b.selectAll }));
  expect(screen.getByText("Vybrány 3 inzeráty")).toBeInTheDocument();
});

test("the price preview shows each ad's old → new price and the refused one's reason, then sends the change", async () => {
  const fetchMock = answerFetch({
    "/api/my-ads/bulk/": {
      status: 200,
      body: {
        results: [
          { id: 1, ok: true, status: "active", old_price: 289_000, price: 303_450 },
          { id: 2, ok: true, status: "active", old_price: 199_990, price: 209_990 },
          { id: 3, ok: false, code: "price_out_of_range", price: 1_575 },
        ],
      },
    },
  });
  show();
  await userEvent.click(screen.getByRole("checkbox", { name: b.selectAll }));
  await userEvent.click(screen.getByRole("button", { name: b.price }));
  const dialog = await screen.findByRole("dialog");
  const value = within(dialog).getByLabelText(b.valuePercent);
  await userEvent.type(value, "abc");
  expect(within(dialog).getByText(b.errors.valueInvalid)).toBeInTheDocument();
  await userEvent.clear(value);
  await userEvent.type(value, "5");
  const row = (title: string) =>
    within(within(dialog).getByRole("table", { name: b.previewCaption })).getByRole("row", {
      name: new RegExp(title),
    });
  expect(row("Škoda Octavia")).toHaveTextContent(/289\s000\sKč.*303\s450\sKč/);
  // 199 990 × 1.05 = 209 989.5 → 209 990
  expect(row("VW Golf")).toHaveTextContent(/199\s990\sKč.*209\s990\sKč/);
  // 1 500 × 1.05 = 1 575 is fine, but the amount −2 000 leaves nothing
  expect(row("Fiat Panda")).toHaveTextContent(/1\s575\sKč/);
  await userEvent.click(within(dialog).getByRole("radio", { name: b.kindAmount }));
  await userEvent.clear(value);
  await userEvent.type(within(dialog).getByLabelText(b.valueAmount), "-2 000");
  expect(row("Škoda Octavia")).toHaveTextContent(/289\s000\sKč.*287\s000\sKč/);
  expect(row("Fiat Panda")).toHaveTextContent(b.failures.price_not_positive);
  expect(within(dialog).getByRole("button", { name: "Změnit 2 ceny" })).toBeEnabled();

  await userEvent.click(within(dialog).getByRole("radio", { name: b.kindPercent }));
  await userEvent.clear(within(dialog).getByLabelText(b.valuePercent));
  await userEvent.type(within(dialog).getByLabelText(b.valuePercent), "5");
  await userEvent.click(within(dialog).getByRole("button", { name: "Změnit 3 ceny" }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(sent(fetchMock)).toEqual({
    action: "price",
    ids: [1, 2, 3],
    price: { kind: "percent", value: 5 },
  });
  const status = screen.getByRole("status");
  expect(status).toHaveTextContent("Hotovo: 2 inzeráty.");
  expect(status).toHaveTextContent(`Fiat Panda: ${b.failures.price_out_of_range}`);
});

test("archiving asks why before sending, and sends the reason", async () => {
  const fetchMock = answerFetch({
    "/api/my-ads/bulk/": {
      status: 200,
      body: { results: [{ id: 2, ok: true, status: "archived" }] },
    },
  });
  show();
  await userEvent.click(screen.getByRole("checkbox", { name: "Vybrat inzerát VW Golf" }));
  await userEvent.click(screen.getByRole("button", { name: b.archive }));
  const dialog = await screen.findByRole("dialog");
  await userEvent.click(within(dialog).getByRole("button", { name: b.archiveConfirm }));
  expect(within(dialog).getByText(b.errors.reasonRequired)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
  await userEvent.click(
    within(dialog).getByRole("radio", { name: messages.endReasons.reasons.sold_here }),
  );
  await userEvent.click(within(dialog).getByRole("button", { name: b.archiveConfirm }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(sent(fetchMock)).toEqual({ action: "archive", ids: [2], reason: "sold_here" });
});
