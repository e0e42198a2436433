import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import type { EditAd } from "@/components/ad-edit/state/types";
import { SwrTestProvider } from "@/tests/helpers/swr";
import { EditScreen } from "./edit-screen";

const push = jest.fn();
jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
  useRouter: () => ({ push }),
}));

const e = messages.editAd;
const ad: EditAd = {
  id: 7,
  title: "Škoda Octavia III 2019",
  make: "Škoda",
  model: "Octavia",
  generation: "III",
  generation_id: 31,
  year: 2019,
  price: 289000,
  vat_refund: false,
  condition: "used",
  mileage_km: 120000,
  number_of_owners: 1,
  power_kw: 110,
  fuel_type: "diesel",
  transmission: "mt",
  drive_type: "FWD",
  body_type: "ESTATE_CAR",
  purchase_country: "Czech_Republic",
  location_name: "Olomouc",
  location_link: null,
  vin_number: null,
  desc_cz: "Servisní knížka.",
  seller_profile_id: 3,
  colour: "silver",
  metallic: true,
  doors: 5,
  seats: null,
  equipment: ["ac_auto", "tow_bar"],
  stk_valid_until: "2027-05",
  service_book: true,
  garaged: null,
  typical_min_price: 250000,
  images: [1, 2].map((n) => ({
    uid: `u${n}`,
    name: `${n}.webp`,
    status: "done" as const,
    url: `/media/ads/7/${n}.webp?v=1`,
  })),
};
const makes = [
  { name: "Škoda", popular: true, logo: "/images/logos/skoda.svg" },
  { name: "Citroën", popular: false, logo: "/images/logos/citroen.svg" },
];

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
/** The API as the screen sees it: PATCH answers the ad with the fields sent (or `refuse`). */
function api(refuse?: { status: number; body: unknown }) {
  calls = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const u = String(url);
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : (init?.body ?? undefined);
    if (method !== "GET") calls.push({ url: u, method, body });
    const json = async () => {
      if (u.includes("/models/") && u.endsWith("/gens/"))
        return [{ gen_id: 31, generation: "III", production_years: "2012-2020", model: "Octavia" }];
      if (u.includes("/models/")) return [{ model: "Octavia", popular: true }];
      if (refuse && method === "PATCH") return refuse.body;
      if (body instanceof FormData) {
        const kept = JSON.parse(body.get("existing_images") as string) as string[];
        const images = kept.map((url, i) => ({ uid: `k${i}`, name: url, status: "done", url }));
        return { ...ad, images };
      }
      return method === "PATCH" && typeof body === "object" && !(body instanceof FormData)
        ? { ...ad, ...(body as object) }
        : ad;
    };
    const status = refuse && method === "PATCH" ? refuse.status : 200;
    return { ok: status < 400, status, statusText: "", json } as Response;
  }) as unknown as typeof fetch;
}

function renderScreen(adminEdit = false) {
  return render(
    <NextIntlClientProvider locale="cs" messages={messages} timeZone="Europe/Prague">
      <SwrTestProvider>
        <EditScreen initial={ad} makes={makes} adminEdit={adminEdit} />
      </SwrTestProvider>
    </NextIntlClientProvider>,
  );
}

const editButton = (param: string) =>
  screen.getByRole("button", { name: e.editParam.replace("{param}", param) });

// Headless UI's combobox watches its anchor's size; jsdom has no ResizeObserver
global.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

beforeEach(() => {
  api();
  push.mockReset();
  document.cookie = "csrftoken=t";
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

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

test("Save is disabled without changes; a changed description is saved and opens the ad", async () => {
  const user = userEvent.setup();
  renderScreen();
  const save = screen.getByRole("button", { name: e.save });
  expect(save).toBeDisabled();
  await user.type(screen.getByLabelText(e.descriptionLabel), " Nové pneu.");
  expect(screen.getByText(`27 / 2000 znaků`)).toBeVisible();
  expect(save).toBeEnabled();
  await user.click(save);
  await waitFor(() => expect(push).toHaveBeenCalledWith("/ads/cars/7"));
  expect(calls).toEqual([
    { url: "/api/ads/cars/7/", method: "PATCH", body: { desc_cz: "Servisní knížka. Nové pneu." } },
  ]);
});

test("a description over 2 000 characters is kept whole and refused; Save waits for a shorter one", async () => {
  const user = userEvent.setup();
  renderScreen();
  const field = screen.getByLabelText(e.descriptionLabel);
  const save = screen.getByRole("button", { name: e.save });
  const long = "b".repeat(2010);
  await user.clear(field);
  await user.click(field);
  await user.paste(long);
  expect(field).toHaveValue(long);
  expect(screen.getByText(messages.createAd.errors.descriptionTooLong)).toBeVisible();
  expect(save).toBeDisabled();
  await user.type(field, "{Backspace}".repeat(10));
  expect(screen.queryByText(messages.createAd.errors.descriptionTooLong)).toBeNull();
  expect(save).toBeEnabled();
});

test("unsaved changes: the browser warns before unloading and Back asks first", async () => {
  const user = userEvent.setup();
  renderScreen();
  const clean = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(clean);
  expect(clean.defaultPrevented).toBe(false);
  await user.type(screen.getByLabelText(e.descriptionLabel), "!");
  const dirty = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(dirty);
  expect(dirty.defaultPrevented).toBe(true);
  await user.click(screen.getByRole("button", { name: e.back }));
  const ask = await screen.findByRole("dialog", { name: e.unsavedTitle });
  expect(ask).toHaveTextContent(e.unsavedChanges);
  await user.click(within(ask).getByRole("button", { name: e.stay }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
});

test("removing a photo asks first and makes the page dirty; the photos save as multipart", async () => {
  const user = userEvent.setup();
  renderScreen();
  await user.click(screen.getByRole("button", { name: "Smazat fotografii 1" }));
  const ask = await screen.findByRole("dialog");
  await user.click(within(ask).getByRole("button", { name: "Smazat" }));
  await user.click(screen.getByRole("button", { name: e.save }));
  await waitFor(() => expect(calls).toHaveLength(1));
  const form = calls[0].body as FormData;
  expect(JSON.parse(form.get("existing_images") as string)).toEqual(["/media/ads/7/2.webp"]);
});

test("an admin editing another seller's ad sees it and archives through the admin route", async () => {
  const user = userEvent.setup();
  renderScreen(true);
  expect(screen.getByRole("note")).toHaveTextContent(e.adminNotice);
  // jsdom has no CSS: the phone's copy of the button is there too
  await user.click(screen.getAllByRole("button", { name: e.archiveAdmin })[0]);
  // an admin's archive asks for a reason, sent with it (issue 27)
  const ask = await screen.findByRole("dialog", { name: messages.adminArchive.title });
  await user.type(within(ask).getByLabelText(messages.adminArchive.reason), "Podvodný inzerát");
  await user.click(within(ask).getByRole("button", { name: messages.adminArchive.confirm }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0]).toMatchObject({ url: "/validate/archive/7", method: "POST" });
  expect(calls[0].body).toEqual({ reason: "Podvodný inzerát" });
});

test("Delete asks first, deletes the ad and opens My Ads", async () => {
  const user = userEvent.setup();
  renderScreen();
  await user.click(screen.getAllByRole("button", { name: e.delete })[0]);
  const ask = await screen.findByRole("dialog", { name: e.deleteTitle });
  await user.click(within(ask).getByRole("button", { name: e.deleteConfirm }));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/profile"));
  expect(calls).toEqual([{ url: "/api/ads/cars/7/", method: "DELETE", body: undefined }]);
});

test("at 20 photos the add button gives way to the maximum message", () => {
  const full = Array.from({ length: 20 }, (_, i) => ({
    uid: `u${i}`,
    name: `${i}.webp`,
    status: "done" as const,
    url: `/media/ads/7/${i}.webp?v=1`,
  }));
  render(
    <NextIntlClientProvider locale="cs" messages={messages} timeZone="Europe/Prague">
      <SwrTestProvider>
        <EditScreen initial={{ ...ad, images: full }} makes={makes} adminEdit={false} />
      </SwrTestProvider>
    </NextIntlClientProvider>,
  );
  expect(screen.queryByRole("button", { name: e.addPhotos })).toBeNull();
  expect(screen.getByText(e.photoMaxFiles)).toBeVisible();
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
