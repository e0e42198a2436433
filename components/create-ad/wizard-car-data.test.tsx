import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import messages from "@/messages/cs.json";
import { DRAFT_KEY } from "@/components/create-ad/state/storage";
import { finished, publishWith, renderWizard, saved, w, wizardTestHooks } from "./wizard.helpers";

// The creation wizard's car data (issue 29): colour, doors, seats, STK, flags and the equipment
// on the specs step, and the server refusing them.

wizardTestHooks();

const c = w.carData;

test("the specs step's optional car data: colour, doors, seats, STK, flags and the equipment checklist", async () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...finished, currentStep: 3 }));
  window.history.replaceState(null, "", "/create-ad?step=3");
  const user = userEvent.setup();
  renderWizard();
  await screen.findByRole("heading", { name: w.specs.heading });
  expect(screen.getByRole("heading", { name: w.specs.more })).toBeVisible();

  // colour chips: a second press clears the optional colour
  const colour = screen.getByRole("group", { name: c.colour });
  await user.click(within(colour).getByRole("button", { name: "Stříbrná" }));
  await user.click(screen.getByRole("checkbox", { name: c.metallic }));
  expect(saved()).toMatchObject({ colour: "silver", metallic: true });
  await user.click(within(colour).getByRole("button", { name: "Stříbrná" }));
  expect(saved().colour).toBeNull();
  await user.click(within(colour).getByRole("button", { name: "Modrá" }));

  await user.click(
    within(screen.getByRole("group", { name: c.doors })).getByRole("button", { name: "5" }),
  );
  await user.click(
    within(screen.getByRole("group", { name: c.seats })).getByRole("button", { name: "7" }),
  );
  // a 3-door hatchback says its doors; doors the seller chose stay
  await user.click(screen.getByRole("button", { name: messages.enums.body.THREE_DOOR_HATCHBACK }));
  expect(saved()).toMatchObject({ colour: "blue", doors: 5, seats: 7 });

  // the STK is a month and a year; one of them alone keeps none and says so
  const stk = screen.getByRole("group", { name: c.stk });
  const year = String(new Date().getFullYear() + 1);
  await user.selectOptions(within(stk).getByLabelText(c.stkYear), year);
  expect(stk).toHaveAccessibleDescription(c.stkPartial);
  expect(saved().stkValidUntil).toBe("");
  await user.selectOptions(within(stk).getByLabelText(c.stkMonth), "05");
  expect(within(stk).getByLabelText(c.stkMonth)).toHaveDisplayValue("05 – květen");
  expect(saved().stkValidUntil).toBe(`${year}-05`);
  expect(stk).not.toHaveAccessibleDescription(c.stkPartial);

  await user.click(screen.getByRole("checkbox", { name: c.serviceBook }));
  await user.click(screen.getByRole("checkbox", { name: c.garaged }));
  expect(saved()).toMatchObject({ serviceBook: true, garaged: true });

  // the equipment is behind a toggle: groups with headings, the most asked-for first, a search
  const toggle = screen.getByRole("button", { name: new RegExp(c.equipment) });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("checkbox", { name: "Tažné zařízení" })).toBeNull();
  await user.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  const top = screen.getByRole("group", { name: c.equipmentTop });
  expect(within(top).getAllByRole("checkbox")).toHaveLength(12);
  const groups = screen.getAllByRole("group").map((g) => g.querySelector("legend")?.textContent);
  expect(groups).toEqual(expect.arrayContaining([c.equipmentTop, "Komfort", "Bezpečnost"]));
  await user.click(within(top).getByRole("checkbox", { name: "Tažné zařízení" }));
  await user.type(screen.getByLabelText(c.equipmentSearch), "VYHRIV");
  expect(
    screen
      .getAllByRole("checkbox")
      .filter((b) => /Vyhř/.test(b.closest("label")?.textContent ?? ""))
      .map((b) => b.closest("label")?.textContent),
  ).toEqual(["Vyhřívaná sedadla", "Vyhřívaný volant", "Vyhřívané čelní sklo"]);
  expect(screen.queryByRole("checkbox", { name: "Tažné zařízení" })).toBeNull();
  await user.click(screen.getByRole("checkbox", { name: "Vyhřívaný volant" }));
  await user.clear(screen.getByLabelText(c.equipmentSearch));
  await user.type(screen.getByLabelText(c.equipmentSearch), "xyz");
  expect(screen.getByText(c.equipmentNone)).toBeVisible();
  // the list's order, whatever the order of the ticks
  expect(saved().equipment).toEqual(["heated_steering_wheel", "tow_bar"]);
  expect(toggle).toHaveTextContent("vybrány 2 položky");
  // all optional: Next is open
  expect(screen.getByRole("button", { name: w.next })).toBeEnabled();
});

test("choosing a body whose name gives the doors fills them in", async () => {
  localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ ...finished, bodyType: null, doors: null, currentStep: 3 }),
  );
  window.history.replaceState(null, "", "/create-ad?step=3");
  // a first body moves on to the drive, scrolling it into view (jsdom has no scrolling)
  Element.prototype.scrollIntoView = jest.fn();
  const user = userEvent.setup();
  renderWizard();
  await screen.findByRole("heading", { name: w.specs.heading });
  await user.click(screen.getByRole("button", { name: messages.enums.body.FIVE_DOOR_HATCHBACK }));
  const doors = screen.getByRole("group", { name: c.doors });
  expect(within(doors).getByRole("button", { name: "5" })).toHaveAttribute("aria-pressed", "true");
  await user.click(screen.getByRole("button", { name: messages.enums.body.SEDAN_SALOON }));
  expect(saved()).toMatchObject({ bodyType: "SEDAN_SALOON", doors: null });
});

test("an unticked box is not given: sent empty (unknown to the server), never as no; a ticked one is yes", async () => {
  // a saved draft with the service book ticked, metallic and garaged left alone
  const { fetchMock } = await publishWith(
    { status: 201, body: { id: 77, price: 289000, warning: null } },
    { colour: "grey", serviceBook: true },
  );
  await screen.findByRole("heading", { name: w.final.heading });
  const call = fetchMock.mock.calls.find(([u]) => u === "/api/ads/create/")!;
  const body = (call[1] as RequestInit).body as FormData;
  expect(body.get("service_book")).toBe("true");
  expect(body.get("metallic")).toBe("");
  expect(body.get("garaged")).toBe("");
  expect(body.get("colour")).toBe("grey");
});

test("a refused STK or equipment takes the wizard to the specs step and shows why there", async () => {
  await publishWith({
    status: 400,
    body: {
      error: "Invalid input",
      code: "bad_request",
      fields: {
        stk_valid_until: "createAd.errors.stkInvalid",
        equipment: "createAd.errors.equipmentInvalid",
      },
    },
  });
  expect(await screen.findByRole("heading", { name: w.specs.heading })).toBeVisible();
  const inStep = w.errors.inStep.replace("{step}", "4").replace("{name}", w.steps[3]);
  expect(screen.getByText(inStep)).toBeVisible();
  expect(screen.getByRole("group", { name: c.stk })).toHaveAccessibleDescription(
    messages.createAd.errors.stkInvalid,
  );
  // the equipment list opens by itself to show its error
  expect(screen.getByRole("button", { name: new RegExp(c.equipment) })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  expect(screen.getByText(messages.createAd.errors.equipmentInvalid)).toBeVisible();
});
