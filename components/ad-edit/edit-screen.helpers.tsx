// Shared set-up of the ad edit screen's tests (seed 001 §2.3, issue 15): the ad as loaded, the API
// as the screen sees it (with the calls it made), the screen rendered with its messages.
import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { EDIT_MESSAGES } from "@/components/ad-edit/state/messages";
import type { EditAd } from "@/components/ad-edit/state/types";
import { pickMessages } from "@/lib/infra/i18n/client-messages";
import { SwrTestProvider } from "@/tests/helpers/swr";
import { EditScreen } from "./edit-screen";

/** The router's push, to see where saving and deleting lead. */
export const push = jest.fn();
// takes effect when this module loads: a test file imports it before the component
jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
  useRouter: () => ({ push }),
}));

export const e = messages.editAd;
export const ad: EditAd = {
  id: 7,
  title: "Škoda Octavia III 2019",
  make: "Škoda",
  model: "Octavia",
  generation: "III",
  generation_id: 31,
  year: 2019,
  price: 289000,
  vat_refund: false,
  condition: "used",
  mileage_km: 120000,
  number_of_owners: 1,
  power_kw: 110,
  fuel_type: "diesel",
  transmission: "mt",
  drive_type: "FWD",
  body_type: "ESTATE_CAR",
  purchase_country: "Czech_Republic",
  location_name: "Olomouc",
  location_link: null,
  vin_number: null,
  desc_cz: "Servisní knížka.",
  seller_profile_id: 3,
  colour: "silver",
  metallic: true,
  doors: 5,
  seats: null,
  equipment: ["ac_auto", "tow_bar"],
  stk_valid_until: "2027-05",
  service_book: true,
  garaged: null,
  typical_min_price: 250000,
  images: [1, 2].map((n) => ({
    uid: `u${n}`,
    name: `${n}.webp`,
    status: "done" as const,
    url: `/media/ads/7/${n}.webp?v=1`,
  })),
};
export const makes = [
  { name: "Škoda", popular: true, logo: "/images/logos/skoda.svg" },
  { name: "Citroën", popular: false, logo: "/images/logos/citroen.svg" },
];

type Call = { url: string; method: string; body: unknown };
/** What the screen sent since the last api(): every call but GET, its body parsed. */
export let calls: Call[] = [];
/**
 * The API as the screen sees it: PATCH answers the ad with the fields sent (or `refuse`); the
 * market value answers `market` of its query (null, an unknown market, unless given).
 */
export function api(
  refuse?: { status: number; body: unknown },
  market: (query: URLSearchParams) => unknown = () => null,
) {
  calls = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const u = String(url);
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : (init?.body ?? undefined);
    if (method !== "GET") calls.push({ url: u, method, body });
    const json = async () => {
      if (u.startsWith("/api/ads/market-value/"))
        return market(new URL(u, "http://x").searchParams);
      if (u.includes("/models/") && u.endsWith("/gens/"))
        return [{ gen_id: 31, generation: "III", production_years: "2012-2020", model: "Octavia" }];
      if (u.includes("/models/")) return [{ model: "Octavia", popular: true }];
      if (refuse && method === "PATCH") return refuse.body;
      if (body instanceof FormData) {
        const kept = JSON.parse(body.get("existing_images") as string) as string[];
        const images = kept.map((url, i) => ({ uid: `k${i}`, name: url, status: "done", url }));
        return { ...ad, images };
      }
      return method === "PATCH" && typeof body === "object" && !(body instanceof FormData)
        ? { ...ad, ...(body as object) }
        : ad;
    };
    const status = refuse && method === "PATCH" ? refuse.status : 200;
    return { ok: status < 400, status, statusText: "", json } as Response;
  }) as unknown as typeof fetch;
}

/**
 * The edit screen of `ad`, as its owner or (`adminEdit`) as an admin, with the messages its page
 * gives it (EDIT_MESSAGES): a text of another namespace would show as its key.
 */
export function renderScreen(adminEdit = false) {
  return render(
    <NextIntlClientProvider
      locale="cs"
      messages={pickMessages(messages, EDIT_MESSAGES)}
      timeZone="Europe/Prague"
    >
      <SwrTestProvider>
        <EditScreen initial={ad} makes={makes} adminEdit={adminEdit} />
      </SwrTestProvider>
    </NextIntlClientProvider>,
  );
}

export const editButton = (param: string) =>
  screen.getByRole("button", { name: e.editParam.replace("{param}", param) });

// Headless UI's combobox watches its anchor's size; jsdom has no ResizeObserver
global.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/** The hooks of an edit-screen test file: the API answering, the router's push reset, a CSRF
 * cookie, console errors silenced. */
export function editScreenTestHooks() {
  beforeEach(() => {
    api();
    push.mockReset();
    document.cookie = "csrftoken=t";
    jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());
}
