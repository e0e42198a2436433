import { render, screen } from "@testing-library/react";
import { createTranslator } from "next-intl";
import messages from "@/messages/cs.json";
import { ArchivedView } from "./archived-view";

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));
jest.mock("next-intl/server", () => ({
  getTranslations: async ({ namespace }: { namespace: string }) =>
    createTranslator({ locale: "cs", messages, namespace: namespace as "adDetail.archived" }),
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
