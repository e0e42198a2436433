import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";
import messages from "@/messages/cs.json";
import type { FormState } from "@/lib/search/form-state";
import { FilterFields } from "./filter-fields";

const { yearFrom, yearTo } = messages.searchForm;
const thisYear = new Date().getFullYear();
const sent = jest.fn<void, [FormState]>();
const lastSent = () => sent.mock.lastCall?.[0];
beforeEach(() => sent.mockClear());

function Form() {
  const [state, setState] = useState({} as FormState);
  return (
    <NextIntlClientProvider locale="cs" messages={messages}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          sent(state);
        }}
      >
        <FilterFields state={state} set={(patch) => setState((s) => ({ ...s, ...patch }))} />
        <button type="submit">Zobrazit</button>
      </form>
    </NextIntlClientProvider>
  );
}

test("a year before 1960 is flagged while typed and becomes 1960, in the field and the search", async () => {
  render(<Form />);
  await userEvent.type(screen.getByRole("combobox", { name: yearFrom }), "1950");
  expect(screen.getByRole("alert")).toHaveTextContent(`Rok musí být mezi 1960 a ${thisYear}`);
  await userEvent.click(screen.getByRole("button", { name: "Zobrazit" }));
  expect(screen.getByRole("combobox", { name: yearFrom })).toHaveValue("1960");
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(lastSent()?.min_year).toBe(1960);
});

test("a future year becomes the current year on Enter, before the form is sent", async () => {
  render(<Form />);
  await userEvent.type(screen.getByRole("combobox", { name: yearTo }), "2030{Enter}");
  expect(screen.getByRole("combobox", { name: yearTo })).toHaveValue(String(thisYear));
  expect(lastSent()?.max_year).toBe(thisYear);
});

test("an accepted year is kept as typed", async () => {
  render(<Form />);
  await userEvent.type(screen.getByRole("combobox", { name: yearFrom }), "2005");
  await userEvent.click(screen.getByRole("button", { name: "Zobrazit" }));
  expect(screen.getByRole("combobox", { name: yearFrom })).toHaveValue("2005");
  expect(lastSent()?.min_year).toBe(2005);
});
