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
