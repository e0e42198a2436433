import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FreshnessButton, type FreshnessButtonLabels } from "./freshness-button";

// The "sold" answer's optional follow-up (issue 32): once the ad is marked sold, the seller may say
// where it was sold; the answer goes with the same signed link.

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const labels: FreshnessButtonLabels = {
  text: "Označit jako prodané?",
  button: "Ano, prodáno",
  busy: "Ukládám…",
  doneTitle: "Označeno jako prodané",
  doneText: "Inzerát zmizel z hledání.",
  invalidTitle: "Neplatný odkaz",
  invalidText: "Odkaz už neplatí.",
  inactiveTitle: "Inzerát už neběží",
  inactiveText: "Inzerát není v prodeji.",
  error: "Nepodařilo se to uložit.",
  myAds: "Moje inzeráty",
  viewAd: "Zobrazit inzerát",
  soldWhere: {
    question: "Kde jste auto prodali?",
    here: "Prodáno přes Vozovnu",
    elsewhere: "Prodáno jinde",
    thanks: "Děkujeme, zapsali jsme si to.",
  },
};
const input = { ad: 7, answer: "sold" as const, token: "t" };

beforeEach(() => {
  document.cookie = "csrftoken=t0k";
});

function serve(statuses: number[]) {
  const mock = jest.fn(async () => {
    const status = statuses.shift() ?? 200;
    return { ok: status < 400, status, statusText: "", json: async () => ({}) } as Response;
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}
const bodies = (mock: jest.Mock) =>
  mock.mock.calls.map((call) =>
    JSON.parse((call as unknown as [string, RequestInit])[1].body as string),
  );

test("after 'sold', asks where it was sold; the answer is sent with the link and thanked", async () => {
  const user = userEvent.setup();
  const fetchMock = serve([200, 500, 200]);
  render(<FreshnessButton input={input} adPath="/ads/cars/7" labels={labels} />);
  expect(screen.queryByText("Kde jste auto prodali?")).toBeNull();
  await user.click(screen.getByRole("button", { name: "Ano, prodáno" }));
  expect(await screen.findByText("Kde jste auto prodali?")).toBeVisible();

  await user.click(screen.getByRole("button", { name: "Prodáno jinde" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Nepodařilo se to uložit.");
  await user.click(screen.getByRole("button", { name: "Prodáno přes Vozovnu" }));
  expect(await screen.findByText("Děkujeme, zapsali jsme si to.")).toBeVisible();
  expect(bodies(fetchMock)).toEqual([
    input,
    { ...input, where: "elsewhere" },
    { ...input, where: "here" },
  ]);
});

test("'still for sale' has no follow-up", async () => {
  const user = userEvent.setup();
  serve([200]);
  render(
    <FreshnessButton
      input={{ ...input, answer: "keep" }}
      adPath="/ads/cars/7"
      labels={{ ...labels, soldWhere: undefined }}
    />,
  );
  await user.click(screen.getByRole("button", { name: "Ano, prodáno" }));
  expect(await screen.findByText("Označeno jako prodané")).toBeVisible();
  expect(screen.queryByRole("button", { name: "Prodáno přes Vozovnu" })).toBeNull();
});
