import { visibleChoices } from "./choices";
import { AppError } from "@/lib/infra/errors";
import { acceptPhotos, uploadProblem } from "./photos";
import { publishProblem } from "./publish-errors";

const items = Array.from({ length: 60 }, (_, i) => ({
  name: `Značka ${String(i).padStart(2, "0")}`,
  popular: i % 3 === 0,
}));

test("the grid shows 18 by default, popular first; show-all shows every item", () => {
  const shown = visibleChoices(items, { query: "", showAll: false });
  expect(shown).toHaveLength(18);
  expect(shown.slice(0, 18).every((i) => i.popular)).toBe(true);
  expect(visibleChoices(items, { query: "", showAll: true })).toHaveLength(60);
});

test("by default the given order (the registry's popularity) is kept, popular first", () => {
  const makes = [
    { name: "Škoda", popular: true },
    { name: "Alfa Romeo", popular: false },
    { name: "Volkswagen", popular: true },
  ];
  expect(visibleChoices(makes, { query: "", showAll: false }).map((m) => m.name)).toEqual([
    "Škoda",
    "Volkswagen",
    "Alfa Romeo",
  ]);
  expect(visibleChoices(makes, { query: "", showAll: true }).map((m) => m.name)).toEqual([
    "Alfa Romeo",
    "Škoda",
    "Volkswagen",
  ]);
});

test("the search ignores case and diacritics and stops at 50", () => {
  expect(visibleChoices(items, { query: "ZNACKA", showAll: false })).toHaveLength(50);
  const makes = [
    { name: "Škoda", popular: true },
    { name: "Citroën", popular: false },
  ];
  expect(visibleChoices(makes, { query: "skod", showAll: false }).map((m) => m.name)).toEqual([
    "Škoda",
  ]);
  expect(visibleChoices(makes, { query: "citroen", showAll: false })).toHaveLength(1);
});

test("photos: the edit screen's formats; reasons by extension, type and size; no more than 20 in all", () => {
  const f = (name: string, type = "image/jpeg", size = 10) => ({ name, type, size });
  const { accepted, errors } = acceptPhotos(
    [
      f("a.JPG"),
      f("b.heic", "image/heic"),
      f("c.webp", "image/webp"),
      f("d.gif", "image/gif"),
      f("e.jpg", "text/plain"),
      f("f.png", "image/png", 10_485_761),
    ],
    0,
  );
  expect(accepted.map((a) => a.name)).toEqual(["a.JPG", "b.heic", "c.webp"]);
  expect(errors).toEqual([
    { key: "errorInvalidExtension", name: "d.gif" },
    { key: "errorInvalidFormat", name: "e.jpg" },
    { key: "errorFileSize", name: "f.png" },
  ]);
  const full = acceptPhotos([f("x.jpg"), f("y.jpg")], 19);
  expect(full.accepted).toHaveLength(1);
  expect(full.errors).toEqual([{ key: "errorMaxFiles" }]);
});

test("an upload the server refused names the file with the reason", () => {
  const refused = (status: number, images?: string) =>
    uploadProblem(
      AppError.fromBody(status, { error: "x", fields: images ? { images } : undefined }),
      "holiday.jpg",
    );
  expect(refused(400, "createAd.errors.editPhotoFormat")).toEqual({
    key: "errorInvalidFormat",
    name: "holiday.jpg",
  });
  expect(refused(400, "createAd.errors.photoPixels").key).toBe("errorPixels");
  expect(refused(401).key).toBe("errorSession");
  expect(refused(503).key).toBe("errorUpload");
  expect(uploadProblem(new TypeError("fetch failed"), "a.jpg")).toEqual({
    key: "errorUpload",
    name: "a.jpg",
  });
});

test("publish answers: known sentences, field steps, sign-in, profile, unknown", () => {
  expect(
    publishProblem({
      status: 400,
      error: "Invalid image. Only PNG/JPG/JPEG up to 10MB allowed.",
      fields: { images: "createAd.errors.photoSize" },
    }),
  ).toEqual({
    message: { key: "invalidImageError" },
    fields: { images: "createAd.errors.photoSize" },
    step: 5,
  });
  expect(
    publishProblem({ status: 400, error: "Invalid input", fields: { price: "k", fuel_type: "k" } }),
  ).toMatchObject({ message: { key: "fillRequiredFields" }, step: 3 });
  // the car data of issue 29 is on the specs step
  expect(
    publishProblem({ status: 400, fields: { garaged: "k", stk_valid_until: "k", price: "k" } }),
  ).toMatchObject({ step: 3 });
  expect(
    publishProblem({ status: 500, error: "Internal server error. Please try again later." })
      .message,
  ).toEqual({
    key: "internalServerError",
  });
  expect(publishProblem({ status: 401, error: "Sign in" }).message).toEqual({ key: "loginError" });
  expect(publishProblem({ status: 404, code: "not_found.no_profile", error: "x" }).message).toEqual(
    {
      key: "sellerProfileRequired",
    },
  );
  expect(publishProblem({ status: 0 }).message).toEqual({ key: "unknownError" });
  expect(publishProblem({ status: 429, error: "Slow down" }).message).toEqual({
    text: "Slow down",
  });
});
