import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import type { SavedSearchItem } from "@/lib/saved-searches/schemas";
import { answerFetch, SwrTestProvider } from "@/tests/helpers/swr";
import { ToastProvider } from "@/components/ui/toast";
import { SavedSearchCard } from "./saved-search-card";

const t = messages.savedSearches;
const SEARCH: SavedSearchItem = {
  id: 7,
  name: "Škoda Octavia",
  filters: { make: ["Škoda"] },
  catalog_filter: [{ make: "Škoda", model: "Octavia" }],
  notification_frequency: "daily",
  uri: "/en/?make=%C5%A0koda",
  preview_images: ["/media/a-mini.webp"],
  total_ads_count: 1234,
  new_ads_count: 3,
  estimated_daily_new: 80,
  created_at: "2026-11-01T10:00:00.000Z",
  last_viewed_at: "2026-11-01T10:00:00.000Z",
};

function renderCard(search = SEARCH) {
  return render(
    <NextIntlClientProvider locale="cs" messages={messages} timeZone="Europe/Prague">
      <ToastProvider closeLabel="Zavřít">
        <SwrTestProvider>
          <SavedSearchCard search={search} summary="Škoda Octavia" />
        </SwrTestProvider>
      </ToastProvider>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  document.cookie = "csrftoken=tok";
});

test("shows the counts and opens the search's uri with tracking_id", () => {
  renderCard();
  expect(screen.getByText("1 234 inzerátů")).toBeInTheDocument();
  expect(screen.getByText("3 nové")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: t.open })).toHaveAttribute(
    "href",
    "/en/?make=%C5%A0koda&tracking_id=7",
  );
});

test("a frequency change is saved; hourly alerts of a busy search warn", async () => {
  const fetchMock = answerFetch({
    "/api/saved-searches/7/": {
      status: 200,
      body: { ...SEARCH, notification_frequency: "hourly", estimated_daily_new: 80 },
    },
  });
  renderCard();
  expect(screen.queryByRole("note")).not.toBeInTheDocument();
  await act(async () => {
    fireEvent.change(screen.getByLabelText(t.frequency), { target: { value: "hourly" } });
  });
  const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
  const patch = calls.find(([, init]) => init?.method === "PATCH");
  expect(JSON.parse(String(patch![1]!.body))).toEqual({ notification_frequency: "hourly" });
  // the change is confirmed, naming the search and its new frequency
  expect(await screen.findByText("Upozornění pro „Škoda Octavia“: Každou hodinu")).toBeVisible();
  expect(screen.getByRole("note")).toHaveTextContent("asi 80 nových inzerátů denně");
});

test("a failed change goes back to the old frequency and says so", async () => {
  answerFetch({ "/api/saved-searches/7/": { status: 500, body: { code: "internal" } } });
  renderCard();
  await act(async () => {
    fireEvent.change(screen.getByLabelText(t.frequency), { target: { value: "weekly" } });
  });
  expect(
    await screen.findByText(
      "Změnu upozornění pro „Škoda Octavia“ se nepodařilo uložit. Zůstává: Denně",
    ),
  ).toBeVisible();
  expect(screen.getByLabelText(t.frequency)).toHaveValue("daily");
});

test("delete asks first, then deletes", async () => {
  const fetchMock = answerFetch({ "/api/saved-searches/7/": { status: 204 } });
  renderCard();
  fireEvent.click(screen.getByRole("button", { name: t.delete }));
  const dialog = await screen.findByRole("dialog", { name: t.deleteTitle });
  expect(dialog).toHaveTextContent("Škoda Octavia");
  const calls = () => fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
  expect(calls().some(([, init]) => init?.method === "DELETE")).toBe(false);
  await act(async () => {
    fireEvent.click(within(dialog).getByRole("button", { name: t.deleteConfirm }));
  });
  expect(
    calls().some(([url, init]) => url === "/api/saved-searches/7/" && init?.method === "DELETE"),
  ).toBe(true);
});
