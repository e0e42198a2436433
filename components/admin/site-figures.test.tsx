import { render, screen, within } from "@testing-library/react";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { SiteFigures } from "./site-figures";

jest.mock("next-intl/server", () => ({
  getTranslations: async ({ namespace }: { namespace: string }) =>
    createTranslator({ locale: "cs", messages, namespace: namespace as "adminStats" }),
}));

const cells = (row: HTMLElement) =>
  [...row.children].map((c) => c.textContent?.replace(/\s/g, " ").trim());

const DATA = {
  activeNow: 12_345,
  days: [
    { day: "2026-11-27", newAds: 40, sold: 3, views: 1_200, contacts: 30 },
    { day: "2026-11-28", newAds: 52, sold: 5, views: 1_500, contacts: 41 },
  ],
};

describe("SiteFigures (admin)", () => {
  it("shows the ads active now, a chart of new and sold ads, and every day with totals", async () => {
    render(
      <NextIntlClientProvider locale="cs" messages={messages}>
        {await SiteFigures({ data: DATA, locale: "cs" })}
      </NextIntlClientProvider>,
    );
    expect(screen.getByText("Aktivní inzeráty teď: 12 345")).toBeInTheDocument();
    // numbers are written with a no-break space
    expect(screen.getByRole("img")).toHaveAccessibleName(
      /^Za 2 dní – nové inzeráty: 92, prodané: 8, zobrazení: 2\s700, kontakty: 71$/,
    );
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows.map(cells)).toEqual([
      ["Den", "Nové inzeráty", "Prodané", "Zobrazení", "Kontakty"],
      ["28. 11.", "52", "5", "1 500", "41"],
      ["27. 11.", "40", "3", "1 200", "30"],
      ["Celkem", "92", "8", "2 700", "71"],
    ]);
  });
});
