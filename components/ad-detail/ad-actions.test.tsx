import type { ReactNode } from "react";
import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import type { AdSeller } from "@/lib/ads/detail";
import type { CarAd } from "@/lib/ads/types";
import { answerFetch, SwrTestProvider } from "@/tests/helpers/swr";
import { AdActions, type AdViewer } from "./ad-actions";
import { SellerCard } from "./seller-card";

// The ad page's actions and seller card as each reader sees them (issue 27): the seller of the ad
// manages it instead of saving it or contacting themselves.

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}));
// an async server component: here its islands get the page's messages directly
jest.mock("@/components/i18n/client-messages", () => ({
  ClientMessages: ({ children }: { children: ReactNode }) => children,
}));

const ad = {
  id: 7,
  title: "Škoda Octavia 2.0 TDI",
  source: "own",
  source_link: null,
  seller_profile_id: 42,
  seller_user_id: "u1",
} as CarAd;
const seller: AdSeller = {
  id: 42,
  display_name: "Jana Nováková",
  avatar_url: null,
  user_id: "u1",
  location: "Brno",
  is_dealer: false,
  phone_verified: true,
  since: "2025-01-01T00:00:00.000Z",
  active_ads: 1,
};

const OWNER: AdViewer = { owner: true, admin: false };
const STRANGER: AdViewer = { owner: false, admin: false };
const ADMIN: AdViewer = { owner: false, admin: true };

function showPage(viewer: AdViewer) {
  answerFetch({
    "/api/current-user/": {
      status: 200,
      body: { username: "x", user_id: "u9", seller_profile_id: null, is_admin: viewer.admin },
    },
  });
  render(
    <SwrTestProvider>
      <NextIntlClientProvider locale="cs" messages={messages}>
        <AdActions adId={ad.id} price={ad.price} title={ad.title} viewer={viewer} />
        <SellerCard ad={ad} seller={seller} owner={viewer.owner} />
      </NextIntlClientProvider>
    </SwrTestProvider>,
  );
}

const heart = () => screen.queryByRole("button", { name: "Přidat do oblíbených" });
const contact = () => screen.queryByRole("button", { name: "Kontaktovat prodejce" });

test("the seller's own ad: Upravit and Archivovat, a note that it is theirs, no heart and no contact", () => {
  showPage(OWNER);
  expect(screen.getByRole("link", { name: "Upravit" })).toHaveAttribute("href", "/ads/cars/7/edit");
  expect(screen.getByRole("button", { name: "Archivovat" })).toBeInTheDocument();
  expect(screen.getByText("Toto je váš inzerát.")).toBeInTheDocument();
  expect(heart()).toBeNull();
  expect(contact()).toBeNull();
  expect(screen.getByRole("button", { name: "Sdílet odkaz" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Všechny inzeráty prodejce" })).toBeInTheDocument();
});

test("anyone else gets the heart and the contact, and no seller's actions", () => {
  showPage(STRANGER);
  expect(heart()).toBeInTheDocument();
  expect(contact()).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: /^Upravit/ })).toBeNull();
  expect(screen.queryByRole("button", { name: /^Archivovat/ })).toBeNull();
  expect(screen.queryByText("Toto je váš inzerát.")).toBeNull();
});

test("an admin keeps the heart and the contact beside Upravit (Admin) and Archivovat (Admin)", () => {
  showPage(ADMIN);
  expect(screen.getByRole("link", { name: "Upravit (Admin)" })).toHaveAttribute(
    "href",
    "/ads/cars/7/edit",
  );
  expect(screen.getByRole("button", { name: "Archivovat (Admin)" })).toBeInTheDocument();
  expect(heart()).toBeInTheDocument();
  expect(contact()).toBeInTheDocument();
  expect(screen.queryByText("Toto je váš inzerát.")).toBeNull();
});
