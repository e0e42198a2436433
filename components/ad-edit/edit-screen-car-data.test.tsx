import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import messages from "@/messages/cs.json";
import { calls, e, editButton, editScreenTestHooks, renderScreen } from "./edit-screen.helpers";

// The edit screen's car data (issue 29): its group of parameters and their dialogs: equipment,
// STK, colour, doors, seats and the flags.

editScreenTestHooks();

const c = messages.createAdWizard.carData;
/** A parameter row's shown value ("Barva" → "Stříbrná metalíza"). */
const shown = (param: string) =>
  screen
    .getByRole("button", { name: e.editParam.replace("{param}", param) })
    .closest("div")!
    .querySelector("dd")!.textContent;

test("the car data shows in its own group: colour with metallic, STK as on the sticker, the equipment's count", () => {
  renderScreen();
  expect(screen.getByRole("heading", { name: e.groupCarData })).toBeVisible();
  expect(shown(e.param.colour)).toBe("Stříbrná metalíza");
  expect(shown(e.param.doors)).toBe("5");
  expect(shown(e.param.seats)).toBe(messages.common.unknown);
  expect(shown(e.param.equipment)).toBe("2 položky");
  expect(shown(e.param.stk)).toBe("05/2027");
  expect(shown(e.param.serviceBook)).toBe(messages.common.yes);
  expect(shown(e.param.garaged)).toBe(messages.common.unknown);
});

test("the equipment dialog: the wizard's grouped checklist with its search, saved in the list's order", async () => {
  const user = userEvent.setup();
  renderScreen();
  await user.click(editButton(e.param.equipment));
  const dialog = await screen.findByRole("dialog", { name: e.param.equipment });
  const top = within(dialog).getByRole("group", { name: c.equipmentTop });
  expect(within(top).getByRole("checkbox", { name: "Tažné zařízení" })).toBeChecked();
  expect(within(top).getByRole("checkbox", { name: "Navigace" })).not.toBeChecked();
  // the search narrows by label, diacritics aside; Enter in it does not save
  await user.type(within(dialog).getByLabelText(c.equipmentSearch), "klimatizace{Enter}");
  expect(calls).toEqual([]);
  expect(
    within(dialog)
      .getAllByRole("checkbox")
      .map((b) => b.closest("label")!.textContent),
  ).toEqual(["Klimatizace automatická", "Klimatizace manuální", "Klimatizace vícezónová"]);
  await user.click(within(dialog).getByRole("checkbox", { name: "Klimatizace automatická" }));
  await user.clear(within(dialog).getByLabelText(c.equipmentSearch));
  await user.click(within(dialog).getByRole("checkbox", { name: "Navigace" }));
  await user.click(within(dialog).getByRole("checkbox", { name: "ABS" }));
  await user.click(within(dialog).getByRole("button", { name: e.save }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(calls).toEqual([
    {
      url: "/api/ads/cars/7/",
      method: "PATCH",
      body: { equipment: ["abs", "navigation", "tow_bar"] },
    },
  ]);
  expect(shown(e.param.equipment)).toBe("3 položky");
});

test("the STK dialog waits for a month and a year; emptied, it clears the STK", async () => {
  const user = userEvent.setup();
  renderScreen();
  await user.click(editButton(e.param.stk));
  let dialog = await screen.findByRole("dialog", { name: e.param.stk });
  const month = within(dialog).getByLabelText(c.stkMonth);
  expect(month).toHaveValue("05");
  expect(within(dialog).getByLabelText(c.stkYear)).toHaveValue("2027");
  await user.selectOptions(month, "");
  expect(within(dialog).getByRole("group", { name: c.stk })).toHaveAccessibleDescription(
    c.stkPartial,
  );
  expect(within(dialog).getByRole("button", { name: e.save })).toBeDisabled();
  await user.selectOptions(month, "11");
  await user.click(within(dialog).getByRole("button", { name: e.save }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(shown(e.param.stk)).toBe("11/2027");

  await user.click(editButton(e.param.stk));
  dialog = await screen.findByRole("dialog", { name: e.param.stk });
  await user.selectOptions(within(dialog).getByLabelText(c.stkMonth), "");
  await user.selectOptions(within(dialog).getByLabelText(c.stkYear), "");
  await user.click(within(dialog).getByRole("button", { name: e.save }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(calls.map((call) => call.body)).toEqual([
    { stk_valid_until: "2027-11" },
    { stk_valid_until: null },
  ]);
  expect(shown(e.param.stk)).toBe(messages.common.unknown);
});

test("an STK whose month is over shows as expired, in the ad page's words", async () => {
  const user = userEvent.setup();
  renderScreen();
  await user.click(editButton(e.param.stk));
  const dialog = await screen.findByRole("dialog", { name: e.param.stk });
  // the year list starts last year: its January is over whatever today is
  const year = within(dialog).getAllByRole<HTMLOptionElement>("option", { name: /^\d{4}$/ })[0];
  await user.selectOptions(within(dialog).getByLabelText(c.stkMonth), "01");
  await user.selectOptions(within(dialog).getByLabelText(c.stkYear), year);
  await user.click(within(dialog).getByRole("button", { name: e.save }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(calls.map((call) => call.body)).toEqual([{ stk_valid_until: `${year.value}-01` }]);
  expect(shown(e.param.stk)).toBe(
    messages.adDetail.stkExpired.replace("{month}", `01/${year.value}`),
  );
});

test("colour, doors, seats and the flags: a chip pressed again clears, ticks save yes or no", async () => {
  const user = userEvent.setup();
  renderScreen();
  const saveIn = async (dialog: HTMLElement) => {
    await user.click(within(dialog).getByRole("button", { name: e.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  };
  await user.click(editButton(e.param.colour));
  let dialog = await screen.findByRole("dialog", { name: e.param.colour });
  const silver = within(dialog).getByRole("button", { name: "Stříbrná" });
  expect(silver).toHaveAttribute("aria-pressed", "true");
  await user.click(within(dialog).getByRole("button", { name: "Černá" }));
  await user.click(within(dialog).getByRole("checkbox", { name: c.metallic }));
  await saveIn(dialog);
  expect(shown(e.param.colour)).toBe("Černá");

  await user.click(editButton(e.param.doors));
  dialog = await screen.findByRole("dialog", { name: e.param.doors });
  await user.click(within(dialog).getByRole("button", { name: "5" }));
  await saveIn(dialog);
  // each checked at once: the mock answers a PATCH with the loaded ad and the fields sent
  expect(shown(e.param.doors)).toBe(messages.common.unknown);
  await user.click(editButton(e.param.seats));
  dialog = await screen.findByRole("dialog", { name: e.param.seats });
  await user.click(within(dialog).getByRole("button", { name: "7" }));
  await saveIn(dialog);
  expect(shown(e.param.seats)).toBe("7");

  await user.click(editButton(e.param.garaged));
  dialog = await screen.findByRole("dialog", { name: e.param.garaged });
  await user.click(within(dialog).getByRole("checkbox", { name: c.garaged }));
  await saveIn(dialog);
  expect(calls.map((call) => call.body)).toEqual([
    { colour: "black", metallic: false },
    { doors: null },
    { seats: 7 },
    { garaged: true },
  ]);
  expect(shown(e.param.garaged)).toBe(messages.common.yes);
});
