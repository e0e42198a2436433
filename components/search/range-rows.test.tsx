import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { useEffect, useState } from "react";
import messages from "@/messages/cs.json";
import { formatPrice } from "@/lib/infra/format";
import type { FormState } from "@/lib/search/form-state";
import { RangeRows } from "./range-rows";

const thisYear = new Date().getFullYear();
const seen = jest.fn<void, [FormState]>();
/** The form's state as the search would send it. */
const form = () => seen.mock.lastCall![0];

function Form({ initial = {} }: { initial?: Partial<FormState> }) {
  const [state, setState] = useState(initial as FormState);
  useEffect(() => seen(state), [state]);
  return (
    <NextIntlClientProvider locale="cs" messages={messages}>
      <RangeRows state={state} set={(patch) => setState((s) => ({ ...s, ...patch }))} />
    </NextIntlClientProvider>
  );
}

const row = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) });
const sheet = () => screen.getByRole("dialog");
const wheel = (name: string) => within(sheet()).getByRole("listbox", { name });
const selected = (name: string) => within(wheel(name)).getByRole("option", { selected: true });
/** Focuses a wheel and presses keys on it. */
async function press(name: string, keys: string) {
  act(() => wheel(name).focus());
  await userEvent.keyboard(keys);
}
const confirm = () => userEvent.click(within(sheet()).getByRole("button", { name: "Potvrdit" }));

test("the arrows, PageDown, End and Home move a wheel; the wheel names its chosen entry", async () => {
  render(<Form />);
  await userEvent.click(row("Rok"));
  // the sheet's code loads on the first tap (the first test here loads it)
  await screen.findByRole("dialog");
  expect(selected("Rok od")).toHaveTextContent("Bez omezení");
  await press("Rok od", "{ArrowDown}");
  expect(selected("Rok od")).toHaveTextContent(String(thisYear));
  expect(wheel("Rok od")).toHaveAttribute("aria-activedescendant", selected("Rok od").id);
  await press("Rok od", "{PageDown}{ArrowUp}");
  expect(selected("Rok od")).toHaveTextContent(String(thisYear - 4));
  await press("Rok od", "{End}");
  expect(selected("Rok od")).toHaveTextContent("1960");
  await press("Rok od", "{Home}");
  expect(selected("Rok od")).toHaveTextContent("Bez omezení");
});

test("Confirm writes both ends to the form and the row shows the range", async () => {
  render(<Form />);
  await userEvent.click(row("Rok"));
  await press("Rok od", `{ArrowDown>${thisYear - 2015 + 1}/}`);
  await press("Rok do", `{ArrowDown>${thisYear - 2020 + 1}/}`);
  expect(selected("Rok od")).toHaveTextContent("2015");
  await confirm();
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(form()).toMatchObject({ min_year: 2015, max_year: 2020 });
  expect(row("Rok")).toHaveTextContent("2015 – 2020");
});

test("a 'to' below the 'from' takes the 'from' with it, visibly, so the pair never crosses", async () => {
  render(<Form initial={{ min_price: 300_000 }} />);
  await userEvent.click(row("Cena"));
  expect(selected("Cena od")).toHaveTextContent("300 000 Kč");
  await userEvent.click(
    within(wheel("Cena do")).getByRole("option", { name: formatPrice(200_000) }),
  );
  expect(selected("Cena od")).toHaveTextContent("200 000 Kč");
  await userEvent.click(
    within(wheel("Cena od")).getByRole("option", { name: formatPrice(500_000) }),
  );
  expect(selected("Cena do")).toHaveTextContent("500 000 Kč");
  await confirm();
  expect(form()).toMatchObject({ min_price: 500_000, max_price: 500_000 });
});

test("'no limit' clears an end; the row then shows only the other", async () => {
  render(<Form initial={{ min_price: 100_000, max_price: 300_000 }} />);
  expect(row("Cena")).toHaveTextContent("100 000 Kč – 300 000 Kč");
  await userEvent.click(row("Cena"));
  await press("Cena od", "{Home}");
  await confirm();
  expect(form().min_price).toBeUndefined();
  expect(row("Cena")).toHaveTextContent("do 300 000 Kč");
});

test("Clear empties both wheels; closing without Confirm keeps the form as it was", async () => {
  render(<Form initial={{ min_power_kw: 110 }} />);
  expect(row("Výkon")).toHaveTextContent("od 110 kW (150 k)");
  await userEvent.click(row("Výkon"));
  await userEvent.click(within(sheet()).getByRole("button", { name: "Vymazat" }));
  expect(selected("Výkon od")).toHaveTextContent("Bez omezení");
  await userEvent.click(within(sheet()).getByRole("button", { name: "Zavřít" }));
  expect(form().min_power_kw).toBe(110);
  await userEvent.click(row("Výkon"));
  await userEvent.click(within(sheet()).getByRole("button", { name: "Vymazat" }));
  await confirm();
  expect(form().min_power_kw).toBeUndefined();
  expect(row("Výkon")).toHaveTextContent("Nezáleží");
});

test("a value from the address that is not a step still shows in its place", async () => {
  render(<Form initial={{ max_mileage: 123_456 }} />);
  await userEvent.click(row("Nájezd"));
  const options = within(wheel("Nájezd do")).getAllByRole("option");
  const at = options.findIndex((o) => o.getAttribute("aria-selected") === "true");
  expect(options[at]).toHaveTextContent("123 456 km");
  expect(options[at - 1]).toHaveTextContent("100 000 km");
  expect(options[at + 1]).toHaveTextContent("125 000 km");
});
