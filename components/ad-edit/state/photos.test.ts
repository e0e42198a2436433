import {
  acceptEditPhotos,
  hasUnsavedChanges,
  orderAfterUpload,
  photosForm,
  storedPhotos,
  withoutVersion,
  type EditPhoto,
} from "./photos";
import type { EditImage } from "./types";

const img = (n: number, v = 111): EditImage => ({
  uid: `u${n}`,
  name: `${n}.webp`,
  status: "done",
  url: `/media/ads/7/${n}.webp?v=${v}`,
});
const loaded = [img(1), img(2), img(3)];
const file = (name: string, type = "image/jpeg", size = 1000) => {
  const f = new File(["x"], name, { type });
  Object.defineProperty(f, "size", { value: size });
  return f;
};
const fresh = (name: string): EditPhoto => ({
  id: name,
  url: null,
  file: file(name),
  previewUrl: `blob:${name}`,
});

test("unsaved changes: the description, the photos' membership or order, or a new file", () => {
  const base = { loadedDescription: "Popis", description: "Popis", loadedImages: loaded };
  const photos = storedPhotos(loaded);
  expect(hasUnsavedChanges({ ...base, photos })).toBe(false);
  expect(hasUnsavedChanges({ ...base, description: "Popis!", photos })).toBe(true);
  expect(hasUnsavedChanges({ ...base, photos: [photos[1], photos[0], photos[2]] })).toBe(true);
  expect(hasUnsavedChanges({ ...base, photos: photos.slice(0, 2) })).toBe(true);
  expect(hasUnsavedChanges({ ...base, photos: [...photos, fresh("a.jpg")] })).toBe(true);
});

test("the multipart body keeps the stored photos' URLs without their version, in order, then the files", () => {
  const photos = storedPhotos(loaded);
  const form = photosForm([photos[2], fresh("a.jpg"), photos[0]]);
  expect(JSON.parse(form.get("existing_images") as string)).toEqual([
    "/media/ads/7/3.webp",
    "/media/ads/7/1.webp",
  ]);
  expect((form.getAll("images") as File[]).map((f) => f.name)).toEqual(["a.jpg"]);
  expect(withoutVersion("/media/x.webp?v=123")).toBe("/media/x.webp");
});

test("a new file placed among stored photos is put back in place with a second order", () => {
  const photos = storedPhotos(loaded);
  const saved = [img(3, 222), img(1, 222), img(9, 222)];
  expect(orderAfterUpload([photos[2], fresh("a.jpg"), photos[0]], saved)).toEqual([
    "/media/ads/7/3.webp",
    "/media/ads/7/9.webp",
    "/media/ads/7/1.webp",
  ]);
  expect(orderAfterUpload([photos[2], photos[0], fresh("a.jpg")], saved)).toBeNull();
});

test("photos: png, jpeg, webp, heic and heif up to 20; others and the surplus are refused", () => {
  const { accepted, errors } = acceptEditPhotos(
    [
      file("a.heic", ""),
      file("b.webp", "image/webp"),
      file("c.gif", "image/gif"),
      file("d.png", "image/png"),
    ],
    18,
  );
  expect(accepted.map((f) => f.name)).toEqual(["a.heic", "b.webp"]);
  expect(errors).toEqual([
    { key: "editAd.photoMaxFiles" },
    { key: "createAd.errors.editPhotoExtension", name: "c.gif" },
  ]);
});
