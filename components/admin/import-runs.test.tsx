import { render, screen, within } from "@testing-library/react";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { pickMessages } from "@/lib/infra/i18n/client-messages";
import type { ImportRunView } from "@/lib/import/runs";
import { ADMIN_MESSAGES } from "./admin-view";
import { ImportRuns } from "./import-runs";

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
  useRouter: () => ({ refresh: jest.fn() }),
  usePathname: () => "/admin",
}));
jest.mock("next-intl/server", () => ({
  getTranslations: async ({ namespace }: { namespace: string }) =>
    createTranslator({ locale: "cs", messages, namespace: namespace as "admin" }),
}));

const counts = { new: 0, updated: 0, unchanged: 0, archived: 0, rejected: 0, photoFailures: 0 };
const run = (over: Partial<ImportRunView>): ImportRunView => ({
  id: 1,
  source: "bazos",
  feed: "bazos.jsonl",
  full: false,
  dryRun: false,
  seller: null,
  status: "done",
  error: null,
  startedAt: "2026-11-20T10:00:00Z",
  durationMs: 1500,
  counts,
  rejections: [],
  ...over,
});

test("a dealer's run shows the dealer's name and its dry-run mark; an operator's import its source", async () => {
  const results = [
    run({
      id: 2,
      source: "own",
      feed: "sklad.csv",
      dryRun: true,
      seller: { id: 7, name: "Novák" },
      counts: { ...counts, new: 1234, rejected: 1 },
      rejections: [{ line: 3, reason: "price: must be a number" }],
    }),
    run({ id: 1, full: true }),
  ];
  render(
    <NextIntlClientProvider locale="cs" messages={pickMessages(messages, ADMIN_MESSAGES)}>
      {await ImportRuns({ data: { results, count: results.length }, locale: "cs" })}
    </NextIntlClientProvider>,
  );
  const [dealerRow, operatorRow] = screen.getAllByRole("row").slice(1);
  expect(within(dealerRow).getByText("Autobazar Novák")).toBeInTheDocument();
  expect(within(dealerRow).getByText("zkušební")).toBeInTheDocument();
  expect(within(dealerRow).getByText("sklad.csv")).toBeInTheDocument();
  expect(within(dealerRow).getByText(/1\s234/)).toBeInTheDocument();
  expect(within(dealerRow).getByText(/price: must be a number/)).toBeInTheDocument();
  // the operator's import: its source, no dealer, not a dry run
  expect(within(operatorRow).queryByText("zkušební")).toBeNull();
  expect(within(operatorRow).queryByText(/Autobazar/)).toBeNull();
  expect(within(operatorRow).getByText("Bazoš")).toBeInTheDocument();
  expect(within(operatorRow).getByText(/úplný feed/)).toBeInTheDocument();
});
