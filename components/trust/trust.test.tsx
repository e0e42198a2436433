import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import cs from "@/messages/cs.json";
import en from "@/messages/en.json";
import { DescriptionWarnings } from "./description-warnings";
import { MESSAGE_WARNING_MESSAGES } from "@/lib/infra/i18n/client-messages";
import { MessageWarnings, SenderNote } from "./message-warnings";
import { SafeBuyingPanel, type SafeBuyingFacts } from "./safe-buying-panel";

jest.mock("@/i18n/navigation", () => ({
  Link: ({
    href,
    children,
    className,
  }: {
    href: string;
    children: React.ReactNode;
    className?: string;
  }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const show = (ui: React.ReactNode, locale: "cs" | "en" = "cs") =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "cs" ? cs : en}>
      {ui}
    </NextIntlClientProvider>,
  );

const items = () => screen.queryAllByRole("listitem").map((li) => li.textContent);

describe("MessageWarnings", () => {
  it("gives a buyer the specific warning of each category, with the advice link", () => {
    show(<MessageWarnings categories={["deposit", "abroad", "low_price"]} reader="buyer" />);
    expect(screen.getByRole("note")).toHaveTextContent("Pozor, možný podvod");
    expect(items()).toEqual([
      cs.safety.buyer.deposit,
      cs.safety.buyer.abroad,
      cs.safety.buyer.low_price,
    ]);
    expect(items()[0]).toMatch(/^Prodejce žádá zálohu.*nikdy neplaťte předem/);
    expect(screen.getByRole("link", { name: "Jak nakupovat bezpečně" })).toHaveAttribute(
      "href",
      "/bezpecny-nakup",
    );
  });

  it("warns a seller of a fake buyer in the seller's terms, in their language", () => {
    show(<MessageWarnings categories={["overpayment", "courier"]} reader="seller" />, "en");
    expect(items()).toEqual([en.safety.seller.overpayment, en.safety.seller.courier]);
    expect(items()[0]).toMatch(/asks for the difference back/);
  });

  it("shows nothing for no categories or ones that do not concern the reader", () => {
    const { container } = show(
      <>
        <MessageWarnings categories={[]} reader="buyer" />
        <MessageWarnings categories={["deposit", "retired"]} reader="seller" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

it("renders in a client island given only MESSAGE_WARNING_MESSAGES", () => {
  const safety = Object.fromEntries(
    MESSAGE_WARNING_MESSAGES.map((path) => {
      const key = path.replace("safety.", "") as keyof typeof cs.safety;
      return [key, cs.safety[key]];
    }),
  );
  render(
    <NextIntlClientProvider locale="cs" messages={{ safety }}>
      <MessageWarnings categories={["gift_card"]} reader="seller" />
      <SenderNote categories={["gift_card"]} />
    </NextIntlClientProvider>,
  );
  expect(items()).toEqual([cs.safety.seller.gift_card]);
  expect(screen.getAllByRole("note")).toHaveLength(2);
});

describe("SenderNote", () => {
  it("tells the sender of a flagged message, gently, that it was delivered with a warning", () => {
    show(<SenderNote categories={["overpayment"]} />);
    expect(screen.getByRole("note")).toHaveTextContent(/zpráva byla doručena/);
  });

  it("says nothing for a clean message or the ad's low price alone (not the sender's words)", () => {
    const { container } = show(
      <>
        <SenderNote categories={[]} />
        <SenderNote categories={["low_price"]} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("DescriptionWarnings", () => {
  it("warns the buyer of a description asking a deposit for a car abroad", () => {
    show(
      <DescriptionWarnings text="Vůz je momentálně v Německu. Před prohlídkou je nutné poslat zálohu." />,
    );
    expect(screen.getByRole("note")).toHaveTextContent("Upozornění k popisu inzerátu");
    expect(items()).toEqual([cs.safety.buyer.deposit, cs.safety.buyer.abroad]);
  });

  it("stays silent on an ordinary description", () => {
    const { container } = show(
      <DescriptionWarnings text="Vůz dovezen z Německa v roce 2019, u nás servisován. Záloha na pneumatiky je v ceně." />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("SafeBuyingPanel", () => {
  const facts: SafeBuyingFacts = {
    seller: { phoneVerified: true, since: "2025-03-14T10:00:00.000Z", activeAds: 3 },
    firstListed: "2026-10-02T08:00:00.000Z",
    priceLabel: "good",
  };
  const factItems = (name = "Fakta o prodejci a inzerátu") =>
    within(screen.getByRole("list", { name }))
      .getAllByRole("listitem")
      .map((li) => li.textContent);

  it("says what a buyer checks a seller by: verified phone, since when, active ads, first listed, price", () => {
    show(<SafeBuyingPanel facts={facts} />);
    expect(screen.getByRole("region", { name: "Bezpečný nákup" })).toBeInTheDocument();
    expect(factItems()).toEqual([
      "✓Telefon ověřen SMS kódem",
      "•Na Vozovně od 14. bře 2025",
      "•3 aktivní inzeráty",
      "•Poprvé inzerováno 02. říj 2026",
      "•Cena: Dobrá cena",
    ]);
    // a fact, not a second link to the rating (the badge under the price is the link)
    expect(screen.queryByRole("link", { name: "Dobrá cena" })).toBeNull();
  });

  it("warns of an unverified phone and an unrated price, and vouches for no imported seller", () => {
    const { unmount } = show(
      <SafeBuyingPanel
        facts={{
          ...facts,
          seller: { ...facts.seller!, phoneVerified: false, activeAds: 1 },
          priceLabel: "unrated",
        }}
      />,
    );
    expect(factItems()).toContain("!Telefon prodejce není ověřen");
    expect(factItems()).toContain("•1 aktivní inzerát");
    expect(factItems()).toContain("•Cena: zatím neohodnocena");
    unmount();
    show(<SafeBuyingPanel facts={{ ...facts, seller: null }} />, "en");
    const english = factItems("Facts about the seller and the ad");
    expect(english[0]).toBe("!Imported listing: Vozovna does not verify its seller");
    expect(english).not.toContain("✓Phone verified by an SMS code");
  });

  it("lists the rules of a safe purchase and links to the full advice", () => {
    show(<SafeBuyingPanel facts={facts} />);
    const rules = screen.getAllByRole("list")[1];
    const ruleItems = within(rules)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(ruleItems).toHaveLength(5);
    expect(ruleItems[0]).toBe("Nikdy neplaťte zálohu ani nic jiného před prohlídkou.");
    expect(screen.getByRole("link", { name: "Celý návod k bezpečnému nákupu" })).toHaveAttribute(
      "href",
      "/bezpecny-nakup",
    );
  });
});
