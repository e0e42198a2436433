import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import ru from "@/messages/ru.json";
import { FilterFields } from "./filter-fields";

test("the mileage choices carry the reader's unit (км in Russian)", () => {
  render(
    <NextIntlClientProvider locale="ru" messages={ru}>
      <FilterFields state={{ make: null, models: [] }} set={() => {}} />
    </NextIntlClientProvider>,
  );
  const select = screen.getByRole("combobox", { name: ru.searchForm.mileageFrom });
  expect(within(select).getByRole("option", { name: /^5\s000 км$/ })).toBeInTheDocument();
  expect(within(select).queryByRole("option", { name: /km/ })).not.toBeInTheDocument();
});

test("a range turned round is a field error on its 'to' end, in the reader's language", () => {
  const { rerender } = render(
    <NextIntlClientProvider locale="ru" messages={ru}>
      <FilterFields
        state={{ make: null, models: [], min_price: 500000, max_price: 100000, min_year: 2020 }}
        set={() => {}}
      />
    </NextIntlClientProvider>,
  );
  const to = screen.getByRole("combobox", { name: ru.searchForm.priceTo });
  expect(to).toHaveAccessibleDescription(ru.searchForm.rangeInverted);
  expect(screen.getAllByRole("alert")).toHaveLength(1);
  rerender(
    <NextIntlClientProvider locale="ru" messages={ru}>
      <FilterFields
        state={{ make: null, models: [], min_year: 2020, max_year: 2015, min_price: 100000 }}
        set={() => {}}
      />
    </NextIntlClientProvider>,
  );
  const yearTo = screen.getByRole("combobox", { name: new RegExp(`^${ru.searchForm.yearTo}`) });
  expect(yearTo).toHaveAccessibleDescription(ru.searchForm.rangeInverted);
  expect(screen.getAllByRole("alert")).toHaveLength(1);
});
