import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import type { AdSeller } from "@/lib/ads/detail";
import { CAR_AD } from "@/tests/fixtures/car-ad";
import { answerFetch, SwrTestProvider } from "@/tests/helpers/swr";
import { SellerCard } from "./seller-card";

// ClientMessages is a server component (it reads the request's messages): here they are all given
jest.mock("@/components/i18n/client-messages", () => ({
  ClientMessages: ({ children }: { children: React.ReactNode }) => children,
}));
jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const SELLER: AdSeller = {
  id: 1,
  display_name: "Autobazar Novák",
  avatar_url: null,
  user_id: "u-seller",
  location: "Brno",
  is_dealer: true,
  phone_verified: true,
  since: "2025-01-01T00:00:00.000Z",
  active_ads: 4,
};
const write = messages.messages.form.open;
const note = messages.messages.form.importedNote;

const show = (ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="cs" messages={messages}>
      <SwrTestProvider>{ui}</SwrTestProvider>
    </NextIntlClientProvider>,
  );

beforeEach(() => {
  answerFetch({ "/api/current-user/": { status: 200, body: { username: null } } });
});

test("a verified seller's own ad offers 'Napsat prodejci' beside the contact", async () => {
  show(<SellerCard ad={CAR_AD} seller={SELLER} />);
  await act(async () => {});
  expect(screen.getByRole("button", { name: write })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: messages.adDetail.contact })).toBeInTheDocument();
  expect(screen.queryByText(note)).not.toBeInTheDocument();
});

test("an imported ad has no form: its seller is reached through the original listing", async () => {
  show(
    <SellerCard
      ad={{ ...CAR_AD, source: "bazos", source_link: "https://www.bazos.cz/inzerat/1" }}
      seller={{ ...SELLER, user_id: null }}
    />,
  );
  await act(async () => {});
  expect(screen.queryByRole("button", { name: write })).not.toBeInTheDocument();
  expect(screen.getByText(note)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: /Otevřít inzerát na Bazoš/ })).toHaveAttribute(
    "href",
    "https://www.bazos.cz/inzerat/1",
  );
});

test("the ad's own seller gets neither", async () => {
  show(<SellerCard ad={CAR_AD} seller={SELLER} owner />);
  await act(async () => {});
  expect(screen.queryByRole("button", { name: write })).not.toBeInTheDocument();
  expect(screen.queryByText(note)).not.toBeInTheDocument();
});
