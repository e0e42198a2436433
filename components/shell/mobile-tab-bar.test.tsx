import { act, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { SWRConfig } from "swr";
import messages from "@/messages/cs.json";
import { MobileTabBar } from "./mobile-tab-bar";
import { setSessionHint } from "@/tests/helpers/swr";

// A browser that may be signed in (the sign-in hint): useCurrentUser asks /api/current-user/.
beforeEach(setSessionHint);

let pathname = "/";
jest.mock("@/i18n/navigation", () => ({
  usePathname: () => pathname,
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const respond = (routes: Record<string, { status: number; body?: unknown }>) => {
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    const r = routes[String(url)] ?? { status: 404 };
    return { ok: r.status < 400, status: r.status, json: async () => r.body ?? {} } as Response;
  }) as typeof fetch;
};

// Let SWR and the 100 ms badge refresh settle inside act before the next test.
afterEach(() => act(() => new Promise((resolve) => setTimeout(resolve, 150))));

const renderBar = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <NextIntlClientProvider locale="cs" messages={messages}>
        <MobileTabBar />
      </NextIntlClientProvider>
    </SWRConfig>,
  );

test("signed out (endpoints missing): Login and no badge", async () => {
  respond({});
  pathname = "/about";
  renderBar();
  const nav = screen.getByRole("navigation", { name: "Spodní navigace" });
  expect(within(nav).getByRole("link", { name: "Přihlásit" })).toHaveAttribute("href", "/profile");
  await waitFor(() =>
    expect(global.fetch).toHaveBeenCalledWith("/api/current-user/", expect.anything()),
  );
  expect(within(nav).queryByText("99+")).toBeNull();
  expect(global.fetch).not.toHaveBeenCalledWith("/api/saved-searches/", expect.anything());
});

test("signed in: Profile and the summed new-ads badge, capped at 99+", async () => {
  respond({
    "/api/current-user/": {
      status: 200,
      body: { username: "jana", user_id: "u1", seller_profile_id: null },
    },
    "/api/saved-searches/": { status: 200, body: [{ new_ads_count: 60 }, { new_ads_count: 45 }] },
  });
  pathname = "/";
  renderBar();
  const nav = screen.getByRole("navigation", { name: "Spodní navigace" });
  expect(await within(nav).findByRole("link", { name: "Profil" })).toBeInTheDocument();
  expect(await within(nav).findByText("99+")).toBeInTheDocument();
  expect(within(nav).getByText("105 nových inzerátů")).toHaveClass("sr-only");
  expect(within(nav).getByRole("link", { name: "Hledat" })).toHaveAttribute("aria-current", "page");
});

test("a failing saved-searches call shows no badge", async () => {
  respond({
    "/api/current-user/": {
      status: 200,
      body: { username: "jana", user_id: "u1", seller_profile_id: 3 },
    },
    "/api/saved-searches/": { status: 500 },
  });
  renderBar();
  await screen.findByRole("link", { name: "Profil" });
  await waitFor(() =>
    expect(global.fetch).toHaveBeenCalledWith("/api/saved-searches/", expect.anything()),
  );
  expect(screen.queryByText(/nových inzerátů|nový inzerát/)).toBeNull();
});

test("is not shown on ad pages", () => {
  respond({});
  pathname = "/ads/cars/12";
  renderBar();
  expect(screen.queryByRole("navigation")).toBeNull();
});

test("on /admin no tab is current: the admin area is none of them", () => {
  respond({});
  pathname = "/admin";
  renderBar();
  const nav = screen.getByRole("navigation", { name: "Spodní navigace" });
  expect(within(nav).getByRole("link", { name: "Hledat" })).not.toHaveAttribute("aria-current");
  expect(within(nav).queryByRole("link", { current: "page" })).toBeNull();
});
