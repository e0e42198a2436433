import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { MakePicker } from "./make-picker";

// Headless UI's listbox watches its anchor's size; jsdom has no ResizeObserver
global.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const makes = [
  { name: "Škoda", popular: true, logo: "skoda" },
  { name: "Ford", popular: false, logo: "ford" },
];

// The dropdown's library loads on first use: a click that comes before it must not be lost.
test("a click before the list has loaded opens it once loaded; a choice reaches the form", async () => {
  const onChange = jest.fn();
  render(
    <NextIntlClientProvider locale="cs" messages={messages}>
      <MakePicker makes={makes} value={null} onChange={onChange} />
    </NextIntlClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Značka Všechny značky" }));
  await userEvent.click(await screen.findByRole("option", { name: "Ford" }));
  expect(onChange).toHaveBeenCalledWith("Ford");
});
