import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { SwrTestProvider } from "@/tests/helpers/swr";
import {
  ad,
  calls,
  e,
  editScreenTestHooks,
  makes,
  push,
  renderScreen,
} from "./edit-screen.helpers";
// after the helpers, whose router mock must be in place before the screen loads
import { EditScreen } from "./edit-screen";

// The edit screen's page-wide actions (seed 001 §2.3): Save with the description, leaving with
// unsaved changes, photos, an admin's archive and Delete.

editScreenTestHooks();

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

test("the seller's archive asks why the ad ends, refuses without an answer, then sends it", async () => {
  const user = userEvent.setup();
  renderScreen();
  await user.click(screen.getAllByRole("button", { name: e.archive })[0]);
  const ask = await screen.findByRole("dialog", { name: messages.archiveDialog.title });
  const confirm = within(ask).getByRole("button", { name: messages.archiveDialog.confirm });
  await user.click(confirm);
  expect(
    within(ask).getByRole("group", { name: messages.endReasons.legend }),
  ).toHaveAccessibleDescription(messages.endReasons.errors.required);
  expect(calls).toEqual([]);
  await user.click(within(ask).getByRole("radio", { name: messages.endReasons.reasons.sold_here }));
  await user.click(confirm);
  await waitFor(() => expect(push).toHaveBeenCalledWith("/profile"));
  expect(calls).toEqual([
    { url: "/api/ads/cars/7/archive/", method: "POST", body: { endReason: "sold_here" } },
  ]);
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
