import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { formatNumber } from "@/lib/infra/format";
import messages from "@/messages/cs.json";
import { CreateAdIntro, NoSellerProfile } from "./page-states";

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const intro = (stats: { activeAds: number; adViewsDay: number }) =>
  render(
    <NextIntlClientProvider locale="cs" messages={messages} timeZone="Europe/Prague">
      <CreateAdIntro stats={stats} />
    </NextIntlClientProvider>,
  );

test("the heading shows the database's figures with Czech plurals and no invented claims", () => {
  intro({ activeAds: 4757, adViewsDay: 3 });
  const items = screen.getAllByRole("listitem").map((li) => li.textContent);
  expect(items).toEqual([`${formatNumber(4757)}aktivních inzerátů`, "3zobrazení inzerátů za 24 h"]);
  expect(document.body.textContent).not.toMatch(/5K\+|14 dní/);
});

test("a figure of zero is left out, and with none the list is gone", () => {
  const { unmount } = intro({ activeAds: 2, adViewsDay: 0 });
  expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
    "2aktivní inzeráty",
  ]);
  unmount();
  intro({ activeAds: 0, adViewsDay: 0 });
  expect(screen.queryByRole("list")).toBeNull();
});

test("without a seller profile the link to /profile carries the way back to the wizard", () => {
  render(
    <NextIntlClientProvider locale="cs" messages={messages} timeZone="Europe/Prague">
      <NoSellerProfile next="/en/create-ad" />
    </NextIntlClientProvider>,
  );
  expect(
    screen.getByRole("link", { name: messages.createAdWizard.noProfile.button }),
  ).toHaveAttribute("href", "/profile?next=%2Fen%2Fcreate-ad");
});
