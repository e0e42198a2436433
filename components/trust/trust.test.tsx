import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import cs from "@/messages/cs.json";
import en from "@/messages/en.json";
import { DescriptionWarnings } from "./description-warnings";
import { MESSAGE_WARNING_MESSAGES } from "@/lib/infra/i18n/client-messages";
import { MessageWarnings, SenderNote } from "./message-warnings";
import { SafeBuyingPanel } from "./safe-buying-panel";

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
  it("lists the rules of a safe purchase and links to the full advice", () => {
    show(<SafeBuyingPanel />);
    expect(screen.getByRole("region", { name: "Bezpečný nákup" })).toBeInTheDocument();
    expect(items()).toHaveLength(5);
    expect(items()[0]).toBe("Nikdy neplaťte zálohu ani nic jiného před prohlídkou.");
    expect(screen.getByRole("link", { name: "Celý návod k bezpečnému nákupu" })).toHaveAttribute(
      "href",
      "/bezpecny-nakup",
    );
  });
});
