import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MultiPicker } from "./multi-picker";

// Headless UI's listbox watches its anchor's size; jsdom has no ResizeObserver
global.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// The dropdown's library loads when the button is first focused: the focus must stay on the
// button through the swap, so the keyboard opens the list as before.
test("the keyboard opens the list from the button it focused before the list loaded", async () => {
  const onChange = jest.fn();
  render(
    <MultiPicker
      label="Model"
      placeholder="Všechny modely"
      summary={(n) => `${n} modely`}
      options={[
        { value: "Octavia", label: "Octavia" },
        { value: "Fabia", label: "Fabia" },
      ]}
      value={[]}
      onChange={onChange}
    />,
  );
  const button = () => screen.getByRole("button", { name: "Model Všechny modely" });
  const standIn = button();
  act(() => standIn.focus());
  await waitFor(() => expect(button()).not.toBe(standIn));
  expect(button()).toHaveFocus();
  await userEvent.keyboard("{ArrowDown}");
  await userEvent.click(await screen.findByRole("option", { name: "Fabia" }));
  expect(onChange).toHaveBeenCalledWith(["Fabia"]);
});
