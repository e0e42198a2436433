import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createTranslator } from "next-intl";
import messages from "@/messages/cs.json";
import { ArchivedView } from "./archived-view";

const refresh = jest.fn();
jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
  useRouter: () => ({ push: jest.fn(), refresh }),
}));
jest.mock("next-intl/server", () => ({
  getTranslations: async ({ namespace }: { namespace: string }) =>
    createTranslator({ locale: "cs", messages, namespace: namespace as "adDetail" }),
}));

const archived = async (title: string) =>
  render(await ArchivedView({ title, year: 2017, similarAds: [], search: null, locale: "cs" }));

test('the archived page names the year once: not "… III 2017 (2017)"', async () => {
  await archived("Škoda Octavia III 2017");
  expect(screen.getByText(/archivoval/).textContent).toBe(
    "Prodejce inzerát Škoda Octavia III 2017 archivoval.",
  );
});

test("a title without the year gets it in brackets", async () => {
  await archived("Octavia po servisu");
  expect(screen.getByText(/archivoval/).textContent).toBe(
    "Prodejce inzerát Octavia po servisu (2017) archivoval.",
  );
});

const owned = (renewable: boolean) =>
  ArchivedView({
    title: "Škoda Octavia III 2017",
    year: 2017,
    similarAds: [],
    search: null,
    owner: { adId: 7, renewable },
    locale: "cs",
  });

test("its seller reads that the ad is theirs, with Obnovit inzerát and Upravit instead of the 410", async () => {
  render(await owned(true));
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
    "Toto je váš archivovaný inzerát",
  );
  expect(screen.queryByText("410")).toBeNull();
  expect(screen.queryByText(/archivoval/)).toBeNull();
  expect(screen.getByRole("link", { name: "Upravit" })).toHaveAttribute("href", "/ads/cars/7/edit");

  const fetchMock = jest.fn(
    async () =>
      ({ ok: true, status: 200, json: async () => ({ id: 7, status: "active" }) }) as Response,
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  fireEvent.click(screen.getByRole("button", { name: "Obnovit inzerát" }));
  await waitFor(() => expect(refresh).toHaveBeenCalled()); // the page then shows the active ad
  expect(fetchMock).toHaveBeenCalledWith(
    "/api/ads/cars/7/renew/",
    expect.objectContaining({ method: "POST" }),
  );
});

test("an imported ad's seller may edit it but not renew it (as in My Ads)", async () => {
  render(await owned(false));
  expect(screen.getByRole("link", { name: "Upravit" })).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Obnovit inzerát" })).toBeNull();
});

test("anyone else gets the public 410 view without the seller's actions", async () => {
  await archived("Škoda Octavia III 2017");
  expect(screen.getByText("410")).toBeInTheDocument();
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
    "Tento inzerát už není aktivní",
  );
  expect(screen.queryByRole("button", { name: "Obnovit inzerát" })).toBeNull();
  expect(screen.queryByRole("link", { name: "Upravit" })).toBeNull();
});
