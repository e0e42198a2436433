import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { SWRConfig } from "swr";
import cs from "@/messages/cs.json";
import ru from "@/messages/ru.json";
import { CARD_MESSAGES, pickMessages } from "@/lib/infra/i18n/client-messages";
import { CardIsland, type CardIslandAd } from "./card-island";

jest.mock("server-only", () => ({}));

const ad: CardIslandAd = {
  id: 7,
  title: "Škoda Octavia 2.0 TDI",
  price: 289000,
  sellerProfileId: 42,
  archived: false,
  minis: ["/a-mini.webp", "/b-mini.webp"],
  fulls: ["/a.webp", "/b.webp"],
};

/** The island as a page gives it: the page's card messages only, nothing else of the catalogue. */
function renderIsland(locale: "cs" | "ru", over: Partial<CardIslandAd> = {}) {
  const onError = jest.fn();
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <NextIntlClientProvider
        locale={locale}
        messages={pickMessages({ cs, ru }[locale], CARD_MESSAGES)}
        timeZone="Europe/Prague"
        onError={onError}
      >
        <CardIsland
          ad={{ ...ad, ...over }}
          href={`/${locale}/ads/cars/7`}
          editHref={`/${locale}/ads/cars/7/edit`}
          priority="high"
          canEdit
          photoOverlay={<span>overlay</span>}
        >
          <p>text of the card</p>
        </CardIsland>
      </NextIntlClientProvider>
    </SWRConfig>,
  );
  return { ...view, onError };
}

describe("CardIsland", () => {
  it("names its photos and controls from the page's card messages alone", () => {
    const { onError, container } = renderIsland("cs");
    expect(screen.getByRole("img")).toHaveAccessibleName(
      cs.card.photoOf.replace("{title}", ad.title),
    );
    fireEvent.touchStart(container.querySelector("span.snap-x")!);
    expect(screen.getAllByRole("img")[1]).toHaveAccessibleName("Fotografie 2 z 2");
    expect(screen.getByRole("button", { name: cs.card.share })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: cs.favorites.add })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: cs.card.edit })).toHaveAttribute(
      "href",
      "/cs/ads/cars/7/edit",
    );
    // the server's parts stay where they were: the overlay in the photo, the text between
    expect(screen.getByText("overlay").parentElement).toBe(
      container.querySelector("span.snap-x")!.closest("a")!.parentElement,
    );
    expect(screen.getByText("text of the card")).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it("speaks the page's language", () => {
    const { onError } = renderIsland("ru");
    expect(screen.getByRole("button", { name: ru.card.share })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: ru.favorites.add })).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it("an archived card has no controls and its photos open nothing", () => {
    renderIsland("cs", { archived: true });
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("img")).toBeInTheDocument();
  });
});
