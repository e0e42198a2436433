import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import messages from "@/messages/cs.json";
import {
  ad,
  api,
  calls,
  e,
  editButton,
  editScreenTestHooks,
  renderScreen,
} from "./edit-screen.helpers";

// The edit screen's parameters (seed 001 §2.3): how they show, and their dialogs: price and VAT,
// power, mileage, VIN, vehicle, country and title, saved, cancelled or refused.

editScreenTestHooks();

test("the parameters show their formats and 'unknown' for missing values", () => {
  renderScreen();
  expect(screen.getByText(/289\s000\sKč/)).toBeVisible();
  expect(screen.getByText("110 kW")).toBeVisible();
  expect(screen.getByText(/120\s000 km/)).toBeVisible();
  expect(screen.getAllByText(messages.common.unknown).length).toBeGreaterThan(0); // the VIN
  expect(screen.getByText(messages.common.no)).toBeVisible(); // VAT refund
});

test("the price dialog opens with the value, refuses an empty price and saves price and VAT", async () => {
  const user = userEvent.setup();
  renderScreen();
  await user.click(editButton(e.param.price));
  const dialog = await screen.findByRole("dialog", { name: e.param.price });
  const field = within(dialog).getByLabelText(e.priceLabel);
  expect(field).toHaveValue("289\u00a0000");
  await user.clear(field);
  expect(within(dialog).getByText(messages.createAd.errors.priceRequired)).toBeVisible();
  expect(within(dialog).getByRole("button", { name: e.save })).toBeDisabled();
  await user.type(field, "315000 Kč");
  await user.click(within(dialog).getByLabelText(e.vatLabel));
  await user.click(within(dialog).getByRole("button", { name: e.save }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(calls).toEqual([
    { url: "/api/ads/cars/7/", method: "PATCH", body: { price: 315000, vat_refund: true } },
  ]);
  expect(screen.getByText(/315\s000\sKč/)).toBeVisible();
});

test("the price dialog warns, without refusing, of a price far below what the car usually costs", async () => {
  const user = userEvent.setup();
  renderScreen();
  await user.click(editButton(e.param.price));
  const dialog = await screen.findByRole("dialog", { name: e.param.price });
  const field = within(dialog).getByLabelText(e.priceLabel);
  const warning = /hluboko pod tím, co tento vůz obvykle stojí \(zpravidla od 250\s000 Kč\)/;
  expect(within(dialog).queryByText(warning)).toBeNull();
  await user.clear(field);
  await user.type(field, "25000"); // a zero missing: under half of the generation's 250 000 Kč
  expect(within(dialog).getByText(warning)).toBeVisible();
  await user.type(field, "0");
  expect(within(dialog).queryByText(warning)).toBeNull();
  await user.clear(field);
  await user.type(field, "25000");
  await user.click(within(dialog).getByRole("button", { name: e.save }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(calls).toEqual([
    { url: "/api/ads/cars/7/", method: "PATCH", body: { price: 25000, vat_refund: false } },
  ]);
});

test("the price dialog shows the market price of similar cars without this ad, and rates the typed price (issue 30)", async () => {
  const asked: URLSearchParams[] = [];
  api(undefined, (q) => {
    asked.push(q);
    const price = Number(q.get("price"));
    return {
      label: price > 330_000 ? "overpriced" : "fair",
      estimate: 285_000,
      low: 262_000,
      high: 310_000,
      comparables: 17,
      reason: null,
      factors: [],
      method: "ridge-loglinear-1",
      computed_at: "2026-11-05T10:00:00Z",
    };
  });
  const user = userEvent.setup();
  renderScreen();
  await user.click(editButton(e.param.price));
  const dialog = await screen.findByRole("dialog", { name: e.param.price });
  const panel = within(dialog).getByRole("status");
  await waitFor(() =>
    expect(panel).toHaveTextContent(
      /^Tržní cena podobných vozů: 262\s000 – 310\s000\sKč \(odhad 285\s000\sKč, 17 srovnatelných vozů\)/,
    ),
  );
  expect(within(panel).getByText(messages.priceRating.label.fair)).toBeVisible();
  const field = within(dialog).getByLabelText(e.priceLabel);
  await user.clear(field);
  await user.type(field, "349000");
  expect(await within(panel).findByText(messages.marketRange.above)).toBeVisible();
  expect(within(panel).getByText(messages.priceRating.label.overpriced)).toBeVisible();
  // the ad's car data, and the ad itself so that it is none of its own comparables
  expect(Object.fromEntries(asked.at(-1)!)).toEqual({
    make: "Škoda",
    model: "Octavia",
    year: "2019",
    generation_id: "31",
    mileage_km: "120000",
    power_kw: "110",
    fuel_type: "diesel",
    transmission: "mt",
    drive_type: "FWD",
    body_type: "ESTATE_CAR",
    condition: "used",
    equipment: "ac_auto,tow_bar",
    price: "349000",
    ad_id: "7",
  });
});

test("Cancel discards the dialog's change", async () => {
  const user = userEvent.setup();
  renderScreen();
  await user.click(editButton(e.param.power));
  const dialog = await screen.findByRole("dialog");
  await user.clear(within(dialog).getByLabelText(e.powerLabel));
  await user.type(within(dialog).getByLabelText(e.powerLabel), "1001");
  expect(within(dialog).getByText(messages.createAd.errors.powerInvalid)).toBeVisible();
  await user.click(within(dialog).getByRole("button", { name: e.cancel }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(calls).toEqual([]);
  expect(screen.getByText("110 kW")).toBeVisible();
});

test("an empty mileage clears it", async () => {
  const user = userEvent.setup();
  renderScreen();
  await user.click(editButton(e.param.mileage));
  const dialog = await screen.findByRole("dialog");
  await user.clear(within(dialog).getByLabelText(e.mileageLabel));
  await user.click(within(dialog).getByRole("button", { name: e.save }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0].body).toEqual({ mileage_km: null });
});

test("an invalid VIN is marked but not blocked; the server's refusal keeps the dialog open", async () => {
  api({
    status: 400,
    body: {
      error: "Invalid",
      code: "bad_request",
      fields: { vin_number: "createAd.errors.vinInvalid" },
    },
  });
  const user = userEvent.setup();
  renderScreen();
  await user.click(editButton(e.param.vin));
  const dialog = await screen.findByRole("dialog");
  const field = within(dialog).getByLabelText(e.vinLabel);
  await user.type(field, "tmbjf7ne1k012345");
  expect(field).toHaveValue("TMBJF7NE1K012345");
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(within(dialog).getByText(messages.createAd.errors.vinInvalid)).toBeVisible();
  const save = within(dialog).getByRole("button", { name: e.save });
  expect(save).toBeEnabled();
  await user.click(save);
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0].body).toEqual({ vin_number: "TMBJF7NE1K012345" });
  expect(await within(dialog).findByRole("alert")).toHaveTextContent(
    messages.createAd.errors.vinInvalid,
  );
  expect(screen.getByRole("dialog")).toBeVisible();
});

test("a new make clears model and generation, and Save waits for a model", async () => {
  const user = userEvent.setup();
  renderScreen();
  await user.click(editButton(e.param.vehicle));
  const dialog = await screen.findByRole("dialog");
  expect(within(dialog).getByLabelText(e.modelLabel)).toHaveValue("Octavia");
  await user.click(within(dialog).getByLabelText(e.makeLabel));
  await user.keyboard("{Control>}a{/Control}citro");
  await user.click(await screen.findByRole("option", { name: "Citroën" }));
  expect(within(dialog).getByLabelText(e.modelLabel)).toHaveValue("");
  expect(within(dialog).getByLabelText(e.generationLabel)).toHaveValue("");
  expect(within(dialog).getByRole("button", { name: e.save })).toBeDisabled();
});

test("a search with no hits says so", async () => {
  const user = userEvent.setup();
  renderScreen();
  await user.click(editButton(e.param.country));
  const dialog = await screen.findByRole("dialog");
  await user.click(within(dialog).getByLabelText(e.param.country));
  await user.keyboard("{Control>}a{/Control}xyz");
  expect(await screen.findByText(messages.searchForm.noResults)).toBeVisible();
});

test("the vehicle Save sends make, model, generation and the recomposed title", async () => {
  const user = userEvent.setup();
  renderScreen();
  await user.click(editButton(e.param.vehicle));
  const dialog = await screen.findByRole("dialog");
  await user.click(within(dialog).getByLabelText(e.generationLabel));
  await user.click(await screen.findByRole("option", { name: e.generationUnknown }));
  await user.click(within(dialog).getByRole("button", { name: e.save }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0].body).toEqual({
    make: "Škoda",
    model: "Octavia",
    generation_id: null,
    generation: "",
    title: "Škoda Octavia 2019",
  });
});

test("the title can be changed, with a counter; a title over 200 characters is refused, not cut", async () => {
  const user = userEvent.setup();
  renderScreen();
  await user.click(editButton(e.param.title));
  const dialog = await screen.findByRole("dialog", { name: e.param.title });
  const field = within(dialog).getByLabelText(e.param.title);
  expect(field).toHaveValue(ad.title);
  await user.clear(field);
  await user.click(field);
  await user.paste("Octavia ".repeat(26)); // 207 characters once trimmed
  expect(field).toHaveValue("Octavia ".repeat(26));
  expect(field).toHaveAccessibleDescription(messages.createAd.errors.titleTooLong);
  expect(within(dialog).getByText("207 / 200 znaků")).toBeVisible();
  expect(within(dialog).getByRole("button", { name: e.save })).toBeDisabled();
  await user.clear(field);
  await user.type(field, "Octavia Combi po servisu");
  expect(within(dialog).getByText("24 / 200 znaků")).toBeVisible();
  await user.click(within(dialog).getByRole("button", { name: e.save }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(calls).toEqual([
    { url: "/api/ads/cars/7/", method: "PATCH", body: { title: "Octavia Combi po servisu" } },
  ]);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Octavia Combi po servisu");
});
