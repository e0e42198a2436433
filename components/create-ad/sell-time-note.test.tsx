import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { pickMessages, WIZARD_MESSAGES } from "@/lib/infra/i18n/client-messages";
import { sellTimeBandKey, sellTimeKey } from "@/lib/stats/sell-time-core";
import cs from "@/messages/cs.json";
import { SellTimeNote } from "./sell-time-note";

// The wizard's figure (issue 32): once make and model are chosen, how long that model usually
// takes to sell here; nothing before, nothing for a model without enough sales.

const sellTimes = {
  models: { [sellTimeKey("Škoda", "Octavia")]: { days: 23, cases: 41 } },
  // 250 000 – 500 000 Kč (band 2) has enough sales of its own; the others do not
  bands: { [sellTimeBandKey("Škoda", "Octavia", 2)]: { days: 31, cases: 12 } },
};
const note = (make: string | null, model: string | null, price: number | null = null) =>
  render(
    <NextIntlClientProvider locale="cs" messages={pickMessages(cs, WIZARD_MESSAGES)}>
      <SellTimeNote make={make} model={model} price={price} sellTimes={sellTimes} />
    </NextIntlClientProvider>,
  );

test("shows the chosen model's median days to sell", () => {
  note("Škoda", "Octavia");
  expect(
    screen.getByText(
      "Škoda Octavia se na Vozovně obvykle prodá za 23 dní (medián z 41 prodejů za posledních 12 měsíců).",
    ),
  ).toBeVisible();
});

test("says nothing before the model is chosen, or for a model with too few sales", () => {
  const { container, unmount } = note("Škoda", null);
  expect(container).toBeEmptyDOMElement();
  unmount();
  expect(note("Škoda", "Fabia").container).toBeEmptyDOMElement();
});

test("once a price is typed, the figure of its price band where that band has enough sales", () => {
  const { unmount } = note("Škoda", "Octavia", 289_000);
  expect(
    screen.getByText(
      // the prices' non-breaking spaces read as spaces (the matcher's normaliser)
      "V cenové hladině 250 000 – 500 000 Kč se Škoda Octavia prodá obvykle za 31 dní (medián z 12 prodejů).",
    ),
  ).toBeVisible();
  unmount();
  // a band with too few sales: the model's figure over all prices
  note("Škoda", "Octavia", 120_000);
  expect(screen.getByText(/^Škoda Octavia se na Vozovně obvykle prodá za 23 dní/)).toBeVisible();
});
