import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import cs from "@/messages/cs.json";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { CheckedLabel } from "./checked-label";

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const MESSAGES = { cs, en, ru };

function renderLabel(
  ad: { source?: "own" | "bazos"; status?: "active" | "sold"; checked_at: string },
  locale: keyof typeof MESSAGES = "cs",
) {
  return render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Europe/Prague">
      <p data-testid="row">
        <CheckedLabel ad={{ source: "own", status: "active", ...ad }} />
      </p>
    </NextIntlClientProvider>,
  );
}

describe("CheckedLabel", () => {
  it("says when the seller last confirmed the car is for sale, explained in its title", () => {
    renderLabel({ checked_at: ago(0) });
    const label = screen.getByText("Ověřeno dnes");
    expect(label.closest("[title]")).toHaveAttribute(
      "title",
      "Prodejce potvrdil, že vůz je stále na prodej",
    );
  });

  it.each([
    [1, "cs", "Ověřeno včera"],
    [2, "cs", "Ověřeno před 2 dny"],
    [12, "cs", "Ověřeno před 12 dny"],
    [1, "en", "Checked yesterday"],
    [5, "en", "Checked 5 days ago"],
    [5, "ru", "Проверено 5 дней назад"],
    [3, "ru", "Проверено 3 дня назад"],
  ] as const)("%i days ago in %s: %s", (days, locale, text) => {
    renderLabel({ checked_at: ago(days) }, locale);
    expect(screen.getByTestId("row")).toHaveTextContent(text);
  });

  it("shows nothing for an imported ad or an ad no longer on sale", () => {
    renderLabel({ source: "bazos", checked_at: ago(0) });
    expect(screen.getByTestId("row")).toBeEmptyDOMElement();
    renderLabel({ status: "sold", checked_at: ago(0) });
    expect(screen.queryByText(/Ověřeno/)).toBeNull();
  });
});
