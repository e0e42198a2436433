import { render, screen } from "@testing-library/react";
import { createTranslator } from "next-intl";
import cs from "@/messages/cs.json";
import ru from "@/messages/ru.json";
import { SafeBuyingAdvice, safeBuyingMetadata } from "./safe-buying-advice";

jest.mock("@/i18n/navigation", () => ({
  getPathname: ({ href, locale }: { href: string; locale: string }) =>
    locale === "cs" ? href : `/${locale}${href}`,
}));
jest.mock("next-intl/server", () => ({
  getTranslations: async ({ locale, namespace }: { locale: "cs" | "ru"; namespace: string }) =>
    createTranslator({
      locale,
      messages: locale === "cs" ? cs : ru,
      namespace: namespace as "safety",
    }),
}));

describe("/bezpecny-nakup", () => {
  it("explains every scam the shield warns of, the rules and what to do, on the server", async () => {
    render(await SafeBuyingAdvice({ locale: "cs" }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Bezpečný nákup ojetého vozu",
    );
    const [scams, rules] = screen.getAllByRole("list");
    expect(scams.children).toHaveLength(9);
    expect(scams).toHaveTextContent("Záloha před prohlídkou.");
    expect(scams).toHaveTextContent("Přeplatek.");
    expect(rules.children).toHaveLength(5);
    expect(
      screen.getByRole("heading", { name: "Co dělat, když narazíte na podvod" }),
    ).toBeVisible();
  });

  it("has its title, description and a canonical with every language's address", async () => {
    const meta = await safeBuyingMetadata("ru");
    expect(meta.title).toBe("Безопасная покупка подержанного автомобиля");
    expect(meta.alternates).toEqual({
      canonical: "/ru/bezpecny-nakup",
      languages: {
        cs: "/bezpecny-nakup",
        en: "/en/bezpecny-nakup",
        ru: "/ru/bezpecny-nakup",
        "x-default": "/bezpecny-nakup",
      },
    });
  });
});
