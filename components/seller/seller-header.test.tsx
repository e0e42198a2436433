import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import type { PublicSellerProfile } from "@/lib/sellers/schemas";
import { SellerHeader } from "./seller-header";

const profile: PublicSellerProfile = {
  id: 7,
  display_name: "Autobazar Novák",
  avatar_url: null,
  user_id: "u1",
  location: "Brno",
  location_link: null,
  phone_verified: true,
  is_dealer: true,
  ico: "25596641",
  ads_count: 3,
};

const show = (p: PublicSellerProfile) =>
  render(
    <NextIntlClientProvider locale="cs" messages={messages}>
      <SellerHeader profile={p} />
    </NextIntlClientProvider>,
  );

describe("SellerHeader", () => {
  it("says a verified dealer is a car dealer", () => {
    show(profile);
    expect(screen.getByText("Ověřený prodejce")).toBeInTheDocument();
    expect(screen.getByText("Autobazar")).toBeInTheDocument();
    expect(screen.getByText("3 nabídky")).toBeInTheDocument();
    expect(screen.getByText("IČO 25596641")).toBeInTheDocument();
  });

  it("shows no IČO line for a dealer without one", () => {
    show({ ...profile, ico: null });
    expect(screen.getByText("Autobazar")).toBeInTheDocument();
    expect(screen.queryByText(/IČO/)).toBeNull();
  });

  it("says nothing of the kind for a private seller", () => {
    show({ ...profile, is_dealer: false });
    expect(screen.getByText("Ověřený prodejce")).toBeInTheDocument();
    expect(screen.queryByText("Autobazar")).toBeNull();
    expect(screen.queryByText(/IČO/)).toBeNull();
  });
});
