import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { pickMessages, WIZARD_MESSAGES } from "@/lib/infra/i18n/client-messages";
import { sellTimeKey } from "@/lib/stats/sell-time-core";
import cs from "@/messages/cs.json";
import { SellTimeNote } from "./sell-time-note";

// The wizard's figure (issue 32): once make and model are chosen, how long that model usually
// takes to sell here; nothing before, nothing for a model without enough sales.

const sellTimes = { [sellTimeKey("Škoda", "Octavia")]: { days: 23, cases: 41 } };
const note = (make: string | null, model: string | null) =>
  render(
    <NextIntlClientProvider locale="cs" messages={pickMessages(cs, WIZARD_MESSAGES)}>
      <SellTimeNote make={make} model={model} sellTimes={sellTimes} />
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
