import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import messages from "@/messages/cs.json";
import { DRAFT_KEY } from "@/components/create-ad/state/storage";
import {
  draftServer,
  finished,
  jpeg,
  powerLabel,
  publishWith,
  push,
  renderWizard,
  saved,
  w,
  wizardTestHooks,
} from "./wizard.helpers";

// The creation wizard's last step (seed 001 §2.4): publishing and what the server may answer, the
// VIN and price warnings, and the preview of the ad.

wizardTestHooks();

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

test("an expired session on publish says so in the wizard, keeps everything and offers sign-in", async () => {
  await publishWith({ status: 401, body: { error: "Unauthorized", code: "unauthorized" } });
  expect(await screen.findByText(w.errors.loginError)).toBeVisible();
  expect(screen.getByRole("button", { name: w.signInAgain })).toBeVisible();
  expect(screen.getByRole("heading", { name: w.final.heading })).toBeVisible();
  expect(saved()).toMatchObject({ title: finished.title, currentStep: 6 });
  expect(saved().images).toHaveLength(2);
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

test("the price step shows the market price of similar cars, and rates a typed price (issue 30)", async () => {
  const stored = [{ id: "a", url: "/media/a.webp", mini_url: "/media/mini-a.webp" }];
  const market = {
    estimate: 295_000,
    low: 270_000,
    high: 320_000,
    comparables: 31,
    reason: null,
    factors: [],
    method: "ridge-loglinear-1",
    computed_at: "2026-11-05T10:00:00Z",
  };
  // the draft's car as the market value reads it: the payload's spellings (FWD, used)
  const car =
    "/api/ads/market-value/?make=%C5%A0koda&model=Octavia&year=2019&generation_id=12&mileage_km=120000&power_kw=110&fuel_type=diesel&transmission=mt&drive_type=FWD&body_type=ESTATE_CAR&condition=used";
  const { fetchMock } = draftServer(
    {
      [`${car}&price=289000`]: { status: 200, body: { ...market, label: "fair" } },
      [`${car}&price=28900`]: { status: 200, body: { ...market, label: "suspicious" } },
    },
    stored,
  );
  localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ ...finished, images: [{ id: "a", previewUrl: "/media/mini-a.webp" }] }),
  );
  window.history.replaceState(null, "", "/create-ad?step=6");
  const user = userEvent.setup();
  // the messages the page sends: the market range must find its own among them
  renderWizard({ client: true });
  const price = await screen.findByLabelText(w.final.price);
  const range = await screen.findByText(/270\s000 – 320\s000\sKč/);
  const panel = range.closest("[role=status]")!;
  expect(panel).toHaveTextContent(/odhad 295\s000\sKč, 31 srovnatelných vozů/);
  expect(within(panel as HTMLElement).getByText(messages.priceRating.label.fair)).toBeVisible();
  await user.clear(price);
  await user.type(price, "28900"); // a zero missing
  expect(
    await within(panel as HTMLElement).findByText(messages.marketRange.suspicious),
  ).toBeVisible();
  expect(
    within(panel as HTMLElement).getByText(messages.priceRating.label.suspicious),
  ).toBeVisible();
  expect(fetchMock).toHaveBeenCalledWith(`${car}&price=28900`, expect.anything());
  // a warning only: publishing stays open
  expect(screen.getByRole("button", { name: w.final.publish })).toBeEnabled();
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
