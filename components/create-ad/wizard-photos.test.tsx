import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DRAFT_KEY } from "@/components/create-ad/state/storage";
import {
  draftServer,
  finished,
  jpeg,
  renderWizard,
  saved,
  w,
  wizardTestHooks,
} from "./wizard.helpers";

// The creation wizard's photos step (seed 001 §2.4, issue 27): refused files, stored photos and
// their order, the maximum, and leaving while an upload runs.

wizardTestHooks();

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

test("photos stored out of the chosen order keep it in the draft, and the server is given it", async () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...finished, currentStep: 5 }));
  window.history.replaceState(null, "", "/create-ad?step=5");
  const { fetchMock, photos } = draftServer();
  // the first photo takes longer: the second is stored (and numbered) before it
  let secondStored!: () => void;
  const second = new Promise<void>((resolve) => (secondStored = resolve));
  const serve = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (url, init = {}) => {
    const file = init.method === "POST" ? ((init.body as FormData).get("image") as File) : null;
    if (file?.name === "first.jpg") await second;
    const res = await serve(url, init);
    if (file?.name === "second.jpg") secondStored();
    return res;
  });
  const user = userEvent.setup();
  renderWizard();
  await user.upload(await screen.findByTestId("photo-input"), [
    jpeg("first.jpg"),
    jpeg("second.jpg"),
    jpeg("third.jpg"),
  ]);
  await screen.findByRole("img", { name: "Fotografie 3" });
  const shown = screen
    .getAllByRole("img", { name: /Fotografie/ })
    .map((img) => img.getAttribute("src"));
  expect(shown).toEqual([
    "/media/mini-first.jpg",
    "/media/mini-second.jpg",
    "/media/mini-third.jpg",
  ]);
  await waitFor(() =>
    expect(photos.map((p) => p.url)).toEqual([
      "/media/first.jpg",
      "/media/second.jpg",
      "/media/third.jpg",
    ]),
  );
});
