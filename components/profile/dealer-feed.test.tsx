import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import en from "@/messages/en.json";
import { pickMessages, PROFILE_MESSAGES } from "@/lib/infra/i18n/client-messages";
import type { SellerProfileView } from "@/lib/sellers/schemas";
import { answerFetch, SwrTestProvider } from "@/tests/helpers/swr";
import { DealerFeed } from "./dealer-feed";

const m = messages.dealerFeed;
const profile = (over: Partial<SellerProfileView> = {}): SellerProfileView => ({
  id: 7,
  display_name: "Autobazar Jih",
  avatar_url: null,
  user_id: "u1",
  location: null,
  location_link: null,
  phone_number: "+420601234567",
  phone_verified: true,
  contact_email: null,
  ico: null,
  is_dealer: true,
  ...over,
});
const counts = { new: 0, updated: 0, unchanged: 0, archived: 0, rejected: 0, photoFailures: 0 };

function show(p: SellerProfileView | null, locale: "cs" | "en" = "cs") {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={pickMessages(locale === "cs" ? messages : en, PROFILE_MESSAGES)}
      timeZone="Europe/Prague"
    >
      <SwrTestProvider>
        <DealerFeed profile={p} />
      </SwrTestProvider>
    </NextIntlClientProvider>,
  );
}

describe("DealerFeed", () => {
  it("shows nothing to a seller who is not a dealer, and asks an unverified dealer to verify", () => {
    const { container, unmount } = show(profile({ is_dealer: false }));
    expect(container).toBeEmptyDOMElement();
    unmount();
    show(profile({ phone_verified: false }));
    expect(screen.getByText(m.phoneRequired)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: m.dryRun })).not.toBeInTheDocument();
  });

  it("runs a dry run of the chosen file, lists changes and translated refusals, then applies it", async () => {
    const fetchMock = answerFetch({
      "/api/profile/feed/": { status: 200, body: { feed: null, runs: [] } },
      "/api/profile/feed/dry-run/": {
        status: 200,
        body: {
          ...counts,
          dryRun: true,
          new: 40,
          rejected: 1,
          changes: [{ line: 1, id: "c1", kind: "new", title: "Škoda Octavia c1", price: 300000 }],
          rejections: [{ line: 3, reason: "price: must be a number" }],
        },
      },
      "/api/profile/feed/apply/": {
        status: 200,
        body: { ...counts, dryRun: false, new: 40, changes: [], rejections: [] },
      },
    });
    show(profile());
    await userEvent.upload(
      screen.getByLabelText(m.file),
      new File(['{"id":"c1"}\n'], "sklad.jsonl", { type: "application/x-ndjson" }),
    );
    await userEvent.click(screen.getByRole("button", { name: m.dryRun }));
    const report = await screen.findByRole("heading", { name: m.dryTitle });
    const box = report.parentElement!;
    expect(within(box).getByText("40")).toBeInTheDocument();
    expect(within(box).getByText("Škoda Octavia c1")).toBeInTheDocument();
    expect(within(box).getByText(/300\s000\sKč/)).toBeInTheDocument();
    expect(within(box).getByText("Řádek 3: price: musí být číslo")).toBeInTheDocument();
    const sent = (path: string) =>
      (fetchMock as jest.Mock).mock.calls.find(([u]) => u === path)![1].body as FormData;
    expect(sent("/api/profile/feed/dry-run/").get("full")).toBe("true");

    await userEvent.click(within(box).getByRole("button", { name: m.apply }));
    expect(await screen.findByRole("heading", { name: m.appliedTitle })).toBeInTheDocument();
    expect((sent("/api/profile/feed/apply/").get("file") as File).name).toBe("sklad.jsonl");
  });

  it("says why a feed is refused as a whole, and asks for a file first", async () => {
    answerFetch({
      "/api/profile/feed/": { status: 200, body: { feed: null, runs: [] } },
      "/api/profile/feed/dry-run/": {
        status: 400,
        body: { error: "too many", code: "bad_request", reason: "too_many", max: 2000 },
      },
    });
    show(profile());
    await userEvent.click(screen.getByRole("button", { name: m.dryRun }));
    expect(screen.getByRole("alert")).toHaveTextContent(m.errors.noFile);
    await userEvent.upload(screen.getByLabelText(m.file), new File(["x"], "a.csv"));
    await userEvent.click(screen.getByRole("button", { name: m.dryRun }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/nejvýše 2\s?000 vozů/);
  });

  it("picks the file with a translated button, named and reached by Tab, and shows its name", async () => {
    answerFetch({ "/api/profile/feed/": { status: 200, body: { feed: null, runs: [] } } });
    show(profile());
    const input = screen.getByLabelText(m.file);
    // the visible button is the input's label, in the page's language, not the browser's
    expect(screen.getByLabelText("Vybrat soubor")).toBe(input);
    expect(input).toHaveAccessibleDescription("Žádný soubor nevybrán");
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.upload(input, new File(["x"], "sklad.csv"));
    expect(screen.getByText("sklad.csv")).toBeInTheDocument();
    expect(screen.queryByText("Žádný soubor nevybrán")).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription("sklad.csv");
  });

  it("names the picker in English in English", () => {
    answerFetch({ "/api/profile/feed/": { status: 200, body: { feed: null, runs: [] } } });
    show(profile(), "en");
    expect(screen.getByLabelText("Choose file")).toBe(screen.getByLabelText(en.dealerFeed.file));
    expect(screen.getByText("No file chosen")).toBeInTheDocument();
  });

  it("lists the last runs with the dry-run mark", async () => {
    answerFetch({
      "/api/profile/feed/": {
        status: 200,
        body: {
          feed: { url: "https://bazar.example/feed.csv", format: "csv", enabled: true },
          runs: [
            {
              id: 1,
              feed: "sklad.jsonl",
              dryRun: true,
              status: "done",
              startedAt: "2026-11-28T10:00:00Z",
              counts: { ...counts, new: 40 },
            },
          ],
        },
      },
    });
    show(profile());
    expect(await screen.findByText(m.dryMark)).toBeInTheDocument();
    expect(screen.getByText(/nové 40, změněné 0/)).toBeInTheDocument();
    expect(screen.getByLabelText(m.url)).toHaveValue("https://bazar.example/feed.csv");
    expect(screen.getByRole("button", { name: m.urlDryRun })).toBeInTheDocument();
  });
});
