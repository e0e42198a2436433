import { act, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { SWRConfig } from "swr";
import messages from "@/messages/cs.json";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import type { AdListItem } from "@/lib/ads/types";
import { AdCard } from "./ad-card";
import { setSessionHint } from "@/tests/helpers/swr";

// A browser that may be signed in (the sign-in hint): useCurrentUser asks /api/current-user/.
beforeEach(setSessionHint);

jest.mock("@/i18n/navigation", () => ({
  getPathname: ({ href, locale }: { href: string; locale: string }) =>
    locale === "cs" ? href : `/${locale}${href}`,
  useRouter: () => ({ push: jest.fn() }),
}));

const ad: AdListItem = {
  id: 7,
  title: "Škoda Octavia 2.0 TDI",
  make: "Škoda",
  model: "Octavia",
  generation: null,
  generation_id: null,
  price: 289000,
  year: 2018,
  mileage_km: 120000,
  power_kw: 110,
  transmission: "mt",
  drive_type: null,
  fuel_type: "diesel",
  body_type: null,
  condition: "used",
  vat_refund: false,
  location_name: "Rožmitál pod Třemšínem",
  region: "stredocesky-kraj",
  seller_type: "private",
  source: "own",
  image_links: ["/a.webp", "/b.webp"],
  image_minis: ["/a-mini.webp", "/b-mini.webp"],
  seller_user_id: "u1",
  seller_profile_id: 42,
  status: "active",
  archived: false,
  created_date: new Date().toISOString(),
  real_date: null,
  has_vin: false,
  checked_at: "2026-01-01T00:00:00.000Z",
  car_offers: 1,
  price_label: null,
};

function renderCard(
  props: { ad: AdListItem; canEdit?: boolean; savedPrice?: number | null },
  currentUser: { seller_profile_id: number | null; is_admin?: boolean } | null,
  locale: "cs" | "en" | "ru" = "cs",
) {
  global.fetch = jest.fn(async () =>
    currentUser
      ? ({
          ok: true,
          status: 200,
          json: async () => ({ username: "prodejce", user_id: "u1", ...currentUser }),
        } as Response)
      : ({ ok: false, status: 401, json: async () => ({}) } as Response),
  ) as typeof fetch;
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <NextIntlClientProvider
        locale={locale}
        messages={{ cs: messages, en, ru }[locale]}
        timeZone="Europe/Prague"
      >
        <AdCard {...props} />
      </NextIntlClientProvider>
    </SWRConfig>,
  );
}

describe("AdCard", () => {
  it("links the title and photos to the ad in a new tab, with price, summary, cut location and the verified tick", () => {
    renderCard({ ad }, null);
    const card = screen.getByRole("article");
    expect(within(card).getByRole("link", { name: ad.title })).toHaveAttribute(
      "href",
      "/ads/cars/7",
    );
    expect(within(card).getByRole("link", { name: ad.title })).toHaveAttribute("target", "_blank");
    expect(card).toHaveTextContent("289 000 Kč");
    expect(card).toHaveTextContent("120 000 km · 110 kW (150 k) · Nafta · Manuál");
    expect(within(card).getByText("Rožmitál pod Třemší…")).toHaveAttribute(
      "title",
      ad.location_name,
    );
    expect(within(card).getAllByText("Ověřený prodejce").length).toBeGreaterThan(0);
  });

  it("shows the edit control to the ad's own seller only", async () => {
    const own = renderCard({ ad }, { seller_profile_id: 42 });
    expect(await screen.findByRole("link", { name: "Upravit inzerát" })).toHaveAttribute(
      "href",
      "/ads/cars/7/edit",
    );
    own.unmount();

    renderCard({ ad }, { seller_profile_id: 41 });
    await waitFor(() =>
      expect(global.fetch).toHaveBeenCalledWith("/api/current-user/", expect.anything()),
    );
    await act(async () => {}); // its answer is in
    expect(screen.queryByRole("link", { name: "Upravit inzerát" })).toBeNull();
  });

  it("shows the edit control to an admin on another seller's ad", async () => {
    renderCard({ ad }, { seller_profile_id: null, is_admin: true });
    expect(await screen.findByRole("link", { name: "Upravit inzerát" })).toHaveAttribute(
      "href",
      "/ads/cars/7/edit",
    );
  });

  it("shows it at once when the server says so", () => {
    renderCard({ ad, canEdit: true }, null);
    expect(screen.getByRole("link", { name: "Upravit inzerát" })).toBeInTheDocument();
  });

  it("greys an archived ad, badges it and makes it not clickable", () => {
    renderCard({ ad: { ...ad, status: "archived", archived: true } }, { seller_profile_id: 42 });
    const card = screen.getByRole("article");
    expect(within(card).getByText("Archivováno")).toBeInTheDocument();
    expect(card).toHaveClass("grayscale");
    expect(within(card).queryAllByRole("link")).toEqual([]);
    expect(within(card).queryByRole("button")).toBeNull();
  });

  it("shows a favourite's saved price struck through beside the current one, with the change", () => {
    const drop = renderCard({ ad, savedPrice: 309000 }, null);
    // the price line: the current price (an element of its own), the saved one and the change
    const price = screen.getByText("289 000 Kč").parentElement!;
    expect(price).toHaveTextContent(/289\s000\sKč.*309\s000\sKč.*\u221220\s000\sKč/);
    expect(price.querySelector("s")).toHaveTextContent("309 000 Kč");
    expect(screen.getByText(/\u221220\s000\sKč/)).toHaveClass("text-green-700");
    drop.unmount();

    renderCard({ ad, savedPrice: 289000 }, null);
    expect(screen.getByRole("article").querySelector("s")).toBeNull();
  });

  it("tells how many offers the car has when it is listed more than once", () => {
    const one = renderCard({ ad }, null);
    expect(screen.queryByText(/tohoto vozu/)).toBeNull();
    one.unmount();
    const two = renderCard({ ad: { ...ad, car_offers: 2 } }, null);
    expect(screen.getByText("2 nabídky tohoto vozu")).toBeInTheDocument();
    two.unmount();
    renderCard({ ad: { ...ad, car_offers: 5 } }, null);
    expect(screen.getByText("5 nabídek tohoto vozu")).toBeInTheDocument();
  });

  it("shows the price rating's label beside the price, and nothing for an unrated ad", () => {
    const great = renderCard({ ad: { ...ad, price_label: "great" } }, null);
    expect(screen.getByRole("article")).toHaveTextContent(/289\s000\sKč\s*Výborná cena/);
    great.unmount();
    renderCard({ ad: { ...ad, price_label: "unrated" } }, null);
    expect(screen.queryByText("Nelze ohodnotit")).toBeNull();
  });

  it.each([
    ["private", "cs", "Soukromý prodejce"],
    ["dealer", "cs", "Autobazar"],
    ["imported", "cs", "Převzatý inzerát"],
    ["private", "en", "Private seller"],
    ["dealer", "en", "Car dealer"],
    ["imported", "en", "Imported ad"],
    ["private", "ru", "Частный продавец"],
    ["dealer", "ru", "Автосалон"],
    ["imported", "ru", "Импортированное объявление"],
  ] as const)("labels a %s seller's ad in %s: %s", async (sellerType, locale, label) => {
    renderCard({ ad: { ...ad, seller_type: sellerType } }, null, locale);
    await act(async () => {}); // who is signed in is answered
    expect(within(screen.getByRole("article")).getByText(label)).toBeInTheDocument();
  });
});
