import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import messages from "@/messages/cs.json";
import { EMPTY_DRAFT } from "@/components/create-ad/state/draft";
import { DRAFT_KEY } from "@/components/create-ad/state/storage";
import { answerFetch } from "@/tests/helpers/swr";
import { finished, powerLabel, renderWizard, saved, w, wizardTestHooks } from "./wizard.helpers";

// The creation wizard's steps (seed 001 §2.4): where a saved draft reopens, the make (by name or
// VIN), what a change resets, the variant's engine, power, title, and clearing the draft.

wizardTestHooks();

test("a saved draft reopens at its step from the URL; a saved step 6 drops to the photos", async () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify(finished));
  window.history.replaceState(null, "", "/create-ad?step=6");
  renderWizard();
  expect(await screen.findByRole("heading", { name: w.photos.heading })).toBeVisible();
  expect(window.location.search).toBe("?step=5");
});

test("a URL step without its prerequisites opens step 0", async () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...EMPTY_DRAFT, make: "Škoda" }));
  window.history.replaceState(null, "", "/create-ad?step=3");
  renderWizard();
  expect(await screen.findByRole("heading", { name: w.make.heading })).toBeVisible();
  expect(window.location.search).toBe("?step=0");
});

test("choosing a make saves it, advances after 300 ms, and the search ignores diacritics", async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWizard();
  await user.type(await screen.findByLabelText(w.make.search), "citroen");
  const grid = screen.getByRole("list", { name: w.make.heading });
  expect(
    within(grid)
      .getAllByRole("button")
      .map((b) => b.textContent),
  ).toEqual(["Citroën"]);
  await user.click(within(grid).getByRole("button", { name: "Citroën" }));
  expect(saved().make).toBe("Citroën");
  expect(screen.getByRole("heading", { name: w.make.heading })).toBeVisible();
  await act(() => jest.advanceTimersByTimeAsync(300));
  expect(screen.getByRole("heading", { name: "Jaký model Citroën?" })).toBeVisible();
  expect(window.location.search).toBe("?step=1");
  jest.useRealTimers();
});

test("changing the make resets the model onward but keeps the final details", async () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...finished, currentStep: 1 }));
  window.history.replaceState(null, "", "/create-ad?step=0");
  const user = userEvent.setup();
  renderWizard();
  await user.click(await screen.findByRole("button", { name: "Volkswagen" }));
  expect(saved()).toMatchObject({
    make: "Volkswagen",
    model: null,
    year: null,
    fuelType: null,
    powerKw: null,
    title: finished.title,
    description: finished.description,
    price: finished.price,
    locationName: finished.locationName,
    numberOfOwners: 1,
  });
});

test("the clear-data action asks, then wipes the draft and returns to step 0", async () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...finished, currentStep: 4 }));
  window.history.replaceState(null, "", "/create-ad?step=4");
  const user = userEvent.setup();
  renderWizard();
  await screen.findByRole("heading", { name: w.description.heading });
  await user.click(screen.getByRole("button", { name: w.clear.button }));
  await user.click(screen.getByRole("button", { name: w.clear.confirm }));
  expect(screen.getByRole("heading", { name: w.make.heading })).toBeVisible();
  expect(saved()).toMatchObject({ make: null, title: "", currentStep: 0 });
  expect(window.location.search).toBe("?step=0");
});

test("start with the VIN: a known maker is chosen, the year suggested and the VIN kept", async () => {
  const user = userEvent.setup();
  renderWizard();
  await user.click(await screen.findByText(w.make.vinTitle));
  await user.type(screen.getByLabelText(w.make.vinLabel), "tmbjj7ne0k0123456");
  await user.click(screen.getByRole("button", { name: w.make.vinButton }));
  expect(saved()).toMatchObject({ make: "Škoda", year: 2019, vinNumber: "TMBJJ7NE0K0123456" });
  expect(screen.getByRole("button", { name: "Škoda" })).toHaveAttribute("aria-pressed", "true");
});

test("power in kW or horsepower: hp is kept as kW, both are shown, mileage is there from the start", async () => {
  const { powerKw: _p, mileageKm: _m, ...rest } = finished;
  localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ ...rest, powerKw: null, mileageKm: null, currentStep: 3 }),
  );
  window.history.replaceState(null, "", "/create-ad?step=3");
  const user = userEvent.setup();
  renderWizard();
  expect(await screen.findByLabelText(w.specs.mileage)).toBeVisible();
  await user.click(screen.getByRole("button", { name: w.specs.powerUnits.hp }));
  await user.type(screen.getByLabelText(powerLabel("k")), "150");
  expect(saved().powerKw).toBe(110);
  expect(screen.getByLabelText(powerLabel("k"))).toHaveAccessibleDescription("110 kW");
  await user.type(screen.getByLabelText(powerLabel("k")), "0000");
  expect(screen.getByLabelText(powerLabel("k"))).toHaveAccessibleDescription(
    messages.createAd.errors.powerHpInvalid,
  );
  expect(saved().powerKw).toBeNull();
  await user.clear(screen.getByLabelText(powerLabel("k")));
  await user.type(screen.getByLabelText(powerLabel("k")), "150");
  await user.click(screen.getByRole("button", { name: w.specs.powerUnits.kw }));
  expect(screen.getByLabelText(powerLabel("kW"))).toHaveValue("110");
  expect(screen.getByLabelText(powerLabel("kW"))).toHaveAccessibleDescription("150 koní");
  await user.type(screen.getByLabelText(w.specs.mileage), "120000");
  expect(saved()).toMatchObject({ powerKw: 110, mileageKm: 120000 });
});

test("the title has a counter; a pasted title over 200 characters is kept whole, marked and blocks Next", async () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...finished, currentStep: 4 }));
  window.history.replaceState(null, "", "/create-ad?step=4");
  const user = userEvent.setup();
  renderWizard();
  const field = await screen.findByLabelText(w.description.titleLabel);
  expect(screen.getByText(`${finished.title.length} / 200 znaků`)).toBeVisible();
  await user.tripleClick(field);
  await user.paste("x".repeat(201));
  expect(saved().title).toHaveLength(201);
  expect(field).toHaveAccessibleDescription(messages.createAd.errors.titleTooLong);
  expect(screen.getByText("201 / 200 znaků")).toBeVisible();
  expect(screen.getByRole("button", { name: w.next })).toBeDisabled();
  await user.type(field, "{Backspace}");
  expect(screen.getByRole("button", { name: w.next })).toBeEnabled();
});

const octaviaIII = {
  gen_id: 31,
  generation: "Octavia III",
  production_years: "2012-2020",
  min_price: 110000,
  model: "Octavia",
  body_types: ["LIFTBACK", "ESTATE_CAR"],
  image: "/images/generations/31.webp",
};
const engine = (fuel_type: string, power_kw: number, transmission: string | null = null) => ({
  fuel_type,
  power_kw,
  drive_type: "FWD",
  transmission,
});

test("choosing a variant fills fuel, power, drive and gearbox from the registry's engine, all editable", async () => {
  answerFetch({
    "/api/makes/%C5%A0koda/models/Octavia/gens/": { status: 200, body: [octaviaIII] },
    "/api/makes/%C5%A0koda/models/Octavia/variants/?gen_id=31": {
      status: 200,
      body: [
        { variant: "1.4 TSI", engine: engine("petrol", 110) },
        { variant: "2.0 TDI", engine: engine("diesel", 110, "amt") },
      ],
    },
  });
  localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      ...EMPTY_DRAFT,
      make: "Škoda",
      model: "Octavia",
      generation: "Octavia III",
      generationId: 31,
      year: 2017,
      currentStep: 2,
    }),
  );
  window.history.replaceState(null, "", "/create-ad?step=2");
  const user = userEvent.setup();
  renderWizard();
  const variant = await screen.findByLabelText(w.generation.variantLabel);
  await user.selectOptions(variant, "2.0 TDI");
  expect(saved()).toMatchObject({ fuelType: "diesel", powerKw: 110, transmission: "amt" });
  await user.selectOptions(variant, "1.4 TSI");
  expect(saved()).toMatchObject({
    variant: "1.4 TSI",
    fuelType: "petrol",
    powerKw: 110,
    driveType: "fwd",
  });
  await user.click(screen.getByRole("button", { name: w.next }));
  expect(await screen.findByRole("heading", { name: w.specs.heading })).toBeVisible();
  expect(screen.getByRole("button", { name: "Benzín" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByLabelText(powerLabel("kW"))).toHaveValue("110");
  // a fuel the variant contradicts: a warning beside the fuel, which does not block
  await user.click(screen.getByRole("button", { name: "Nafta" }));
  const fuel = screen.getByRole("group", { name: w.specs.fuel });
  expect(fuel).toHaveAccessibleDescription(
    "Varianta 1.4 TSI mívá palivo „Benzín“. Zkontrolujte, že palivo odpovídá.",
  );
  expect(saved().fuelType).toBe("diesel");
});
