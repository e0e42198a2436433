import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { EMPTY_DRAFT } from "@/components/create-ad/state/draft";
import { FINISHED_DRAFT } from "@/tests/fixtures/draft";
import { DRAFT_KEY } from "@/components/create-ad/state/storage";
import { pickMessages, WIZARD_MESSAGES } from "@/lib/infra/i18n/client-messages";
import { answerFetch, SwrTestProvider } from "@/tests/helpers/swr";
import { Wizard } from "./wizard";

const push = jest.fn();
jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
  useRouter: () => ({ push }),
}));

const w = messages.createAdWizard;
const powerLabel = (unit: string) => w.specs.power.replace("{unit}", unit);
const makes = [
  { name: "Škoda", popular: true, logo: "/images/logos/skoda.svg" },
  { name: "Volkswagen", popular: true, logo: "/images/logos/volkswagen.svg" },
  { name: "Citroën", popular: false, logo: "/images/logos/citroen.svg" },
];

/** A draft that has reached the final step, two photos short (a saved draft's photos are on the server). */
const { images: _images, ...finished } = FINISHED_DRAFT;

/** The wizard with every message, or with those its page sends the browser (`client`). */
function renderWizard({ client = false } = {}) {
  return render(
    <NextIntlClientProvider
      locale="cs"
      messages={client ? pickMessages(messages, WIZARD_MESSAGES) : messages}
      timeZone="Europe/Prague"
    >
      <SwrTestProvider>
        <Wizard makes={makes} />
      </SwrTestProvider>
    </NextIntlClientProvider>,
  );
}

const saved = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null");

/**
 * The draft-photo API as the server keeps it (issue 27): an upload answers a stored photo, or a
 * 400 naming a file whose content is no picture; GET lists, PUT orders, DELETE removes.
 */
function draftServer(
  routes: Record<string, { status: number; body?: unknown }> = {},
  photos: { id: string; url: string; mini_url: string }[] = [],
) {
  let n = 0;
  const answer = (status: number, body: unknown) =>
    ({ ok: status < 400, status, statusText: "", json: async () => body }) as Response;
  const fetchMock = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(url);
    const method = init.method ?? "GET";
    if (path === "/api/ads/draft-photos/" && method === "POST") {
      const file = (init.body as FormData).get("image") as File;
      if (file.name.startsWith("text"))
        return answer(400, {
          error: `${file.name}: not a photo.`,
          code: "bad_request.image",
          fields: { images: "createAd.errors.editPhotoFormat" },
        });
      const id = `p${++n}`;
      const photo = { id, url: `/media/${file.name}`, mini_url: `/media/mini-${file.name}` };
      photos.push(photo);
      return answer(201, photo);
    }
    if (path === "/api/ads/draft-photos/" && method === "PUT") {
      const ids = JSON.parse(init.body as string).ids as string[];
      photos.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      return answer(200, photos);
    }
    if (path === "/api/ads/draft-photos/") return answer(200, photos);
    if (path.startsWith("/api/ads/draft-photos/") && method === "DELETE") {
      photos.splice(
        photos.findIndex((p) => path.includes(p.id)),
        1,
      );
      return answer(200, {});
    }
    const r = routes[path] ?? { status: 404, body: { error: "Not found", code: "not_found" } };
    return answer(r.status, r.body ?? {});
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, photos };
}
const jpeg = (name: string, size = 1000, type = "image/jpeg") => {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/create-ad");
  draftServer();
  URL.createObjectURL = jest.fn((f: Blob) => `blob:${(f as File).name}`);
  URL.revokeObjectURL = jest.fn();
  window.scrollTo = jest.fn();
  jest.spyOn(console, "error").mockImplementation(() => {});
  jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

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

test("photos: wrong files are refused by name with their reasons, stored ones appear, delete asks first", async () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...finished, currentStep: 5 }));
  window.history.replaceState(null, "", "/create-ad?step=5");
  const { photos } = draftServer();
  const user = userEvent.setup({ applyAccept: false });
  renderWizard();
  const input = await screen.findByTestId("photo-input");
  expect(screen.getByText(/ve formátu JPG, PNG, WebP, HEIC/)).toBeVisible();
  await user.upload(input, [
    jpeg("a.jpg"),
    jpeg("b.gif", 10, "image/gif"),
    jpeg("text.jpg"), // a text file renamed: the server's decode refuses it
    jpeg("big.jpeg", 10_485_761),
    jpeg("d.webp", 500, "image/webp"),
  ]);
  await screen.findByRole("img", { name: "Fotografie 2" });
  const alert = screen.getByRole("alert");
  expect(alert).toHaveTextContent(
    "b.gif: povolené přípony jsou .png, .jpg, .jpeg, .webp, .heic, .heif.",
  );
  expect(alert).toHaveTextContent("text.jpg: soubor není obrázek ve formátu JPG, PNG, WebP, HEIC.");
  expect(alert).toHaveTextContent("big.jpeg: soubor je větší než 10 MB.");
  expect(screen.getByRole("img", { name: "Fotografie 1" })).toHaveAttribute(
    "src",
    "/media/mini-a.jpg",
  );
  expect(screen.getByRole("img", { name: "Fotografie 2" })).toHaveAttribute(
    "src",
    "/media/mini-d.webp",
  );
  expect(screen.queryByRole("img", { name: "Fotografie 3" })).toBeNull();
  expect(saved().images.map((p: { id: string }) => p.id)).toEqual(["p1", "p2"]);

  await user.click(screen.getByRole("button", { name: "Smazat fotografii 1" }));
  const dialog = screen.getByRole("dialog", { name: w.photos.deleteTitle });
  await user.click(within(dialog).getByRole("button", { name: w.cancel }));
  expect(screen.getAllByRole("img", { name: /Fotografie/ })).toHaveLength(2);
  await user.click(screen.getByRole("button", { name: "Smazat fotografii 1" }));
  await user.click(screen.getByRole("button", { name: w.photos.deleteConfirm }));
  expect(screen.getAllByRole("img", { name: /Fotografie/ })).toHaveLength(1);
  await waitFor(() => expect(photos.map((p) => p.id)).toEqual(["p2"]));
});

test("a reload on step 6 brings the stored photos back in the saved order", async () => {
  const stored = ["a", "b", "c", "d"].map((id) => ({
    id,
    url: `/media/${id}.webp`,
    mini_url: `/media/mini-${id}.webp`,
  }));
  draftServer({}, stored);
  const order = ["c", "a", "d", "b"].map((id) => ({ id, previewUrl: `/media/mini-${id}.webp` }));
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...finished, images: order }));
  window.history.replaceState(null, "", "/create-ad?step=6");
  renderWizard();
  expect(await screen.findByRole("heading", { name: w.final.heading })).toBeVisible();
  await userEvent.setup().click(screen.getByRole("button", { name: w.back }));
  expect(
    (await screen.findAllByRole("img", { name: /Fotografie/ })).map((i) => i.getAttribute("src")),
  ).toEqual(order.map((p) => p.previewUrl));
});

test("more than 20 photos: the extra ones are left out with errorMaxFiles", async () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...finished, currentStep: 5 }));
  window.history.replaceState(null, "", "/create-ad?step=5");
  const user = userEvent.setup();
  renderWizard();
  const files = Array.from({ length: 22 }, (_, i) => jpeg(`p${i}.jpg`));
  await user.upload(await screen.findByTestId("photo-input"), files);
  expect(screen.getByRole("alert")).toHaveTextContent(w.photos.errorMaxFiles);
  await waitFor(() => expect(screen.getAllByRole("img", { name: /Fotografie/ })).toHaveLength(20));
});

async function publishWith(answer: { status: number; body: unknown }) {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...finished, currentStep: 5 }));
  window.history.replaceState(null, "", "/create-ad?step=5");
  document.cookie = "csrftoken=t";
  const { fetchMock } = draftServer({ "/api/ads/create/": answer });
  const user = userEvent.setup();
  renderWizard();
  await user.upload(await screen.findByTestId("photo-input"), [jpeg("a.jpg"), jpeg("b.jpg")]);
  await screen.findByRole("img", { name: "Fotografie 2" });
  await user.click(screen.getByRole("button", { name: w.next }));
  await user.click(await screen.findByRole("button", { name: w.final.publish }));
  const dialog = screen.getByRole("dialog", { name: w.final.publishTitle });
  expect(dialog).toHaveTextContent(finished.title);
  await user.click(within(dialog).getByRole("button", { name: w.final.publishConfirm }));
  return { fetchMock, user };
}

test("publishing sends the multipart payload with an Idempotency-Key, clears the draft and opens the ad", async () => {
  const { fetchMock } = await publishWith({
    status: 201,
    body: { id: 77, price: 289000, warning: null },
  });
  await screen.findByRole("heading", { name: w.final.heading });
  expect(push).toHaveBeenCalledWith("/ads/cars/77");
  const call = fetchMock.mock.calls.find(([u]) => u === "/api/ads/create/") as unknown as [
    string,
    RequestInit & { headers: Record<string, string> },
  ];
  const init = call[1];
  expect(init.method).toBe("POST");
  expect(init.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
  const body = init.body as FormData;
  expect(body.get("price")).toBe("289000");
  expect(JSON.parse(body.get("draft_photo_ids") as string)).toEqual(["p1", "p2"]);
  expect(body.getAll("images")).toHaveLength(0);
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
});

test("a partial upload is published with the warning shown and logged", async () => {
  await publishWith({
    status: 201,
    body: { id: 78, price: 1, warning: "1 image failed", uploaded_images: 1, failed_images: 1 },
  });
  expect(
    await screen.findByText("Inzerát je zveřejněný, ale 1 fotografii se nepodařilo nahrát."),
  ).toBeVisible();
  expect(screen.getByRole("link", { name: w.published.open })).toHaveAttribute(
    "href",
    "/ads/cars/78",
  );
  expect(console.warn).toHaveBeenCalled();
  expect(push).not.toHaveBeenCalledWith("/ads/cars/78");
});

test("the server's known sentences become translated text", async () => {
  await publishWith({
    status: 503,
    body: {
      error: "Failed to upload one or more images to S3 storage.",
      code: "unavailable.storage",
    },
  });
  expect(await screen.findByText(w.errors.uploadError)).toBeVisible();
  expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
});

test("a field error takes the wizard to the field's step and shows the translated message there", async () => {
  const { user } = await publishWith({
    status: 400,
    body: {
      error: "Invalid input",
      code: "bad_request",
      fields: { power_kw: "createAd.errors.powerInvalid" },
    },
  });
  expect(await screen.findByRole("heading", { name: w.specs.heading })).toBeVisible();
  expect(screen.getByText(w.errors.fillRequiredFields)).toBeVisible();
  expect(screen.getByLabelText(powerLabel("kW"))).toHaveAccessibleDescription(
    messages.createAd.errors.powerInvalid,
  );
  // fixing the field settles the error
  await user.clear(screen.getByLabelText(powerLabel("kW")));
  await user.type(screen.getByLabelText(powerLabel("kW")), "120");
  expect(screen.getByLabelText(powerLabel("kW"))).not.toHaveAccessibleDescription(
    messages.createAd.errors.powerInvalid,
  );
  expect(screen.queryByText(w.errors.fillRequiredFields)).toBeNull();
});

test("an unknown server text is shown as is", async () => {
  await publishWith({
    status: 429,
    body: { error: "Příliš mnoho inzerátů.", code: "rate_limited" },
  });
  expect(await screen.findByText("Příliš mnoho inzerátů.")).toBeVisible();
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

test("an expired session on publish says so in the wizard, keeps everything and offers sign-in", async () => {
  await publishWith({ status: 401, body: { error: "Unauthorized", code: "unauthorized" } });
  expect(await screen.findByText(w.errors.loginError)).toBeVisible();
  expect(screen.getByRole("button", { name: w.signInAgain })).toBeVisible();
  expect(screen.getByRole("heading", { name: w.final.heading })).toBeVisible();
  expect(saved()).toMatchObject({ title: finished.title, currentStep: 6 });
  expect(saved().images).toHaveLength(2);
});

test("leaving asks first only while a chosen photo is still uploading", async () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...finished, currentStep: 5 }));
  window.history.replaceState(null, "", "/create-ad?step=5");
  draftServer();
  const user = userEvent.setup();
  renderWizard();
  const leave = () => {
    const e = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(e);
    return e.defaultPrevented;
  };
  await screen.findByRole("heading", { name: w.photos.heading });
  expect(leave()).toBe(false);
  await user.upload(screen.getByTestId("photo-input"), [jpeg("a.jpg")]);
  await screen.findByRole("img", { name: "Fotografie 1" });
  expect(leave()).toBe(false); // stored on the server: nothing to lose
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

test("a VIN whose model year is not the car's year gets a warning beside it, without blocking", async () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...finished, year: 2017, vinNumber: "" }));
  window.history.replaceState(null, "", "/create-ad?step=6");
  const user = userEvent.setup();
  renderWizard();
  await user.upload(await screen.findByTestId("photo-input"), [jpeg("a.jpg"), jpeg("b.jpg")]);
  await user.click(screen.getByRole("button", { name: w.next }));
  const vin = await screen.findByLabelText(w.final.vin);
  await user.type(vin, "TMBJJ7NE2J0123456");
  expect(vin).toHaveAccessibleDescription(
    "Podle VIN (10. znak) jde o modelový rok 2018, uvedený rok je 2017. Zkontrolujte rok i VIN.",
  );
  expect(screen.getByRole("button", { name: w.final.publish })).toBeEnabled();
  // every field of the step is there at once, the VAT refund too (before a price was typed)
  await user.clear(screen.getByLabelText(w.final.price));
  expect(screen.getByLabelText(w.final.vat)).toBeVisible();
  await user.clear(vin);
  await user.type(vin, "TMBJJ7NE2H0123456");
  expect(vin).toHaveAccessibleDescription(w.final.vinHint);
});

test("a price far below the generation's usual minimum gets a warning beside it, without blocking (issue 27)", async () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...finished, generationMinPrice: 110000 }));
  window.history.replaceState(null, "", "/create-ad?step=6");
  const user = userEvent.setup();
  renderWizard();
  await user.upload(await screen.findByTestId("photo-input"), [jpeg("a.jpg"), jpeg("b.jpg")]);
  await user.click(screen.getByRole("button", { name: w.next }));
  const price = await screen.findByLabelText(w.final.price);
  await user.clear(price);
  await user.type(price, "11000");
  // the amount is grouped with a no-break space
  expect(price).toHaveAccessibleDescription(
    /^Cena je hluboko pod tím, co tento vůz obvykle stojí \(zpravidla od 110\s000 Kč\)\. Zkontrolujte, že v ní nechybí nula\.$/,
  );
  expect(screen.getByRole("button", { name: w.final.publish })).toBeEnabled();
  await user.clear(price);
  await user.type(price, "99000");
  expect(price).not.toHaveAccessibleDescription(/hluboko/);
});

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

test("the last step's preview shows the ad as buyers will see it; its Upravit opens the step", async () => {
  const stored = ["a", "b"].map((id) => ({
    id,
    url: `/media/${id}.webp`,
    mini_url: `/media/mini-${id}.webp`,
  }));
  draftServer({}, stored);
  const images = stored.map((p) => ({ id: p.id, previewUrl: p.mini_url }));
  localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ ...finished, images, equipment: ["heated_seats"] }),
  );
  window.history.replaceState(null, "", "/create-ad?step=6");
  const user = userEvent.setup();
  // the messages the page sends: the ad page's parts must find theirs among them
  renderWizard({ client: true });
  await screen.findByRole("heading", { name: w.final.heading });
  const section = screen.getByRole("region", { name: w.preview.heading });
  expect(within(section).queryByText(/289\s000\sKč/)).toBeNull();

  await user.click(within(section).getByRole("button", { name: w.preview.show }));
  expect(within(section).getByRole("heading", { name: finished.title })).toBeVisible();
  expect(within(section).getByText(/^289\s000\sKč$/)).toBeVisible();
  expect(within(section).getByText(messages.adDetail.spec.drive).parentElement).toHaveTextContent(
    messages.enums.drive.FWD,
  );
  expect(within(section).getByText(messages.enums.equipment.heated_seats)).toBeVisible();
  expect(within(section).getByRole("img")).toHaveAttribute("src", "/media/mini-a.webp");

  await user.click(within(section).getByRole("button", { name: w.preview.phone }));
  expect(within(section).getByRole("button", { name: w.preview.phone })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await user.click(
    within(section).getAllByRole("button", { name: `${w.preview.edit}: ${w.steps[3]}` })[0],
  );
  expect(await screen.findByRole("heading", { name: w.specs.heading })).toBeVisible();
  expect(window.location.search).toBe("?step=3");
});
