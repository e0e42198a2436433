import type { DraftPhoto } from "./draft";
import { mergePhotos, photoChanges } from "./draft-photos";
import { DRAFT_KEY, loadDraft, saveDraft } from "./storage";
import { EMPTY_DRAFT } from "./draft";

const p = (id: string): DraftPhoto => ({ id, previewUrl: `/media/ads/${id}-mini.webp` });
const ids = (list: DraftPhoto[]) => list.map((x) => x.id);

test("the saved draft keeps its photos' ids in order (a reload finds them again)", () => {
  saveDraft({ ...EMPTY_DRAFT, make: "Škoda", images: [p("c"), p("a"), p("b")] });
  expect(ids(loadDraft().images)).toEqual(["c", "a", "b"]);
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ make: "Škoda", images: [{ id: 1 }, "x"] }));
  expect(loadDraft().images).toEqual([]);
});

test("a reload shows the saved order of the photos the server has, then its others", () => {
  const server = [p("a"), p("b"), p("c"), p("d")];
  expect(ids(mergePhotos([p("c"), p("gone"), p("a")], server))).toEqual(["c", "a", "b", "d"]);
  expect(ids(mergePhotos([], server))).toEqual(["a", "b", "c", "d"]);
});

test("a change of the list asks the server to remove and to reorder only what changed", () => {
  const before = [p("a"), p("b"), p("c")];
  expect(photoChanges(before, [...before, p("d")])).toEqual({ removed: [], order: null });
  expect(photoChanges(before, [p("a"), p("c")])).toEqual({ removed: ["b"], order: null });
  expect(photoChanges(before, [p("c"), p("a"), p("b")])).toEqual({
    removed: [],
    order: ["c", "a", "b"],
  });
  expect(photoChanges(before, [])).toEqual({ removed: ["a", "b", "c"], order: null });
});
