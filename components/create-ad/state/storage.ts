// The wizard's draft in local storage: its fields and its stored photos' ids in order (the photos
// themselves are on the server, components/create-ad/state/draft-photos.ts). Client-only.
import { EMPTY_DRAFT, type Draft, type DraftPhoto } from "./draft";

export const DRAFT_KEY = "vozovna.createAdDraft";

/** The saved draft over the empty one (unknown keys dropped), or the empty draft. */
export function loadDraft(storage: Storage = window.localStorage): Draft {
  try {
    const saved = JSON.parse(storage.getItem(DRAFT_KEY) ?? "null") as Partial<Draft> | null;
    if (!saved || typeof saved !== "object") return EMPTY_DRAFT;
    const draft = { ...EMPTY_DRAFT };
    for (const key of Object.keys(EMPTY_DRAFT) as (keyof Draft)[])
      if (key !== "images" && key in saved) Object.assign(draft, { [key]: saved[key] });
    draft.images = Array.isArray(saved.images) ? saved.images.filter(isPhoto) : [];
    return draft;
  } catch {
    return EMPTY_DRAFT; // unreadable or blocked storage: start afresh
  }
}

const isPhoto = (p: unknown): p is DraftPhoto =>
  !!p &&
  typeof (p as DraftPhoto).id === "string" &&
  typeof (p as DraftPhoto).previewUrl === "string";

export function saveDraft(d: Draft, storage: Storage = window.localStorage) {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(d));
  } catch {
    // full or blocked storage: the draft lives in memory only
  }
}

export function clearDraft(storage: Storage = window.localStorage) {
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {
    // blocked storage has nothing to clear
  }
}
