// The wizard's side of its draft photos on the server (/api/ads/draft-photos/, issue 27): each
// photo is uploaded when chosen, the draft keeps the ids in order, every removal and reorder of
// the draft's list is sent on, and a reload merges the saved order with what the server has.
import { apiFetch } from "@/lib/infra/api/client";
import type { DraftPhoto } from "./draft";

export const DRAFT_PHOTOS_PATH = "/api/ads/draft-photos/";

/** A draft photo as the server answers it. */
export interface ServerDraftPhoto {
  id: string;
  url: string;
  mini_url: string;
}

export const toDraftPhoto = (p: ServerDraftPhoto): DraftPhoto => ({
  id: p.id,
  previewUrl: p.mini_url,
});

// 401 is the wizard's to explain (a session that expired keeps the draft), never a navigation
const quiet = { noRedirect: true } as const;

export const fetchDraftPhotos = async () =>
  (await apiFetch<ServerDraftPhoto[]>(DRAFT_PHOTOS_PATH, quiet)).map(toDraftPhoto);

export async function uploadDraftPhoto(file: File): Promise<DraftPhoto> {
  const body = new FormData();
  body.append("image", file, file.name);
  return toDraftPhoto(
    await apiFetch<ServerDraftPhoto>(DRAFT_PHOTOS_PATH, { ...quiet, method: "POST", body }),
  );
}

/**
 * The photos a reload shows: the saved order of those the server still has, then the server's
 * others (chosen on another device) in its order.
 */
export function mergePhotos(saved: DraftPhoto[], server: DraftPhoto[]): DraftPhoto[] {
  const byId = new Map(server.map((p) => [p.id, p]));
  const kept = saved.filter((p) => byId.has(p.id)).map((p) => byId.get(p.id)!);
  const keptIds = new Set(kept.map((p) => p.id));
  return [...kept, ...server.filter((p) => !keptIds.has(p.id))];
}

/** What a change of the draft's photo list asks of the server: removals, and a new order. */
export function photoChanges(before: DraftPhoto[], after: DraftPhoto[]) {
  const afterIds = new Set(after.map((p) => p.id));
  const beforeIds = new Set(before.map((p) => p.id));
  const removed = before.filter((p) => !afterIds.has(p.id)).map((p) => p.id);
  const kept = before.filter((p) => afterIds.has(p.id)).map((p) => p.id);
  const keptAfter = after.filter((p) => beforeIds.has(p.id)).map((p) => p.id);
  const moved = kept.some((id, i) => keptAfter[i] !== id);
  return { removed, order: moved ? after.map((p) => p.id) : null };
}

/** Sends a change of the list on; a failure is logged (the next reload shows the server's list). */
export async function syncPhotos(before: DraftPhoto[], after: DraftPhoto[]) {
  const { removed, order } = photoChanges(before, after);
  const report = (err: unknown) => console.error("[create-ad] draft photo sync failed:", err);
  for (const id of removed)
    await apiFetch(`${DRAFT_PHOTOS_PATH}${encodeURIComponent(id)}/`, {
      ...quiet,
      method: "DELETE",
    }).catch(report);
  if (order) await sendPhotoOrder(order).catch(report);
}

/** Puts the draft's photos on the server in this order. */
export const sendPhotoOrder = (ids: string[]) =>
  apiFetch(DRAFT_PHOTOS_PATH, { ...quiet, method: "PUT", body: { ids } });
