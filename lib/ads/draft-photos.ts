import "server-only";
import crypto from "node:crypto";
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { AppError } from "@/lib/infra/errors";
import type { MultipartLimits, UploadedFile } from "@/lib/infra/api/multipart";
import { getDb, type Db } from "@/lib/infra/db/client";
import { adImages, draftPhotos, users, type DraftPhotoRow } from "@/lib/infra/db/schema";
import { removeAdPhoto, storeAdPhoto } from "@/lib/media/photos";
import type { AdPhoto } from "./mutations";
import { UPLOAD_FAILED } from "./upload";
import {
  editPhotoProblem,
  PHOTO_FORMAT_NAMES,
  PHOTO_MAX_BYTES,
  PHOTOS_MAX,
  PHOTOS_MIN,
  UPLOAD_PHOTO_FORMATS,
} from "./schemas";

// The wizard draft's photos (issue 27): each file is checked and stored through the ad-photo
// pipeline when it is chosen, owned by its user and kept in the user's order, so a reload, another
// device or a sign-in after the session expired finds them again. Publishing takes them over
// (takeDraftPhotos, in the ad's transaction); a draft untouched for DRAFT_PHOTO_RETENTION_MS is
// removed with its stored objects (cleanupDraftPhotos, a periodic task).

/** A draft untouched this long (no upload, no reorder) is removed. */
export const DRAFT_PHOTO_RETENTION_MS = 30 * 24 * 3600_000;

/** What the wizard gets for each photo. */
export interface DraftPhotoView {
  id: string;
  url: string;
  mini_url: string;
  width: number;
  height: number;
}

const view = (p: DraftPhotoRow): DraftPhotoView => ({
  id: p.id,
  url: p.fullUrl,
  mini_url: p.miniUrl,
  width: p.width,
  height: p.height,
});

/** A refused file, named in the message and in `name`, so the wizard can say which one. */
const refused = (name: string, key: string) =>
  new AppError(
    "bad_request.image",
    `${name}: not a ${PHOTO_FORMAT_NAMES} photo of at most 10 MB.`,
    { images: key },
    { name },
  );

const tooMany = () =>
  new AppError("bad_request", `A draft has at most ${PHOTOS_MAX} photos.`, {
    images: "createAd.errors.photosMax",
  });

/** One photo per request, of at most 10 MB. */
export const DRAFT_UPLOAD: MultipartLimits = {
  maxFileBytes: PHOTO_MAX_BYTES,
  maxFiles: 1,
  maxFields: 2,
  error: ({ limit }) =>
    limit === "fileBytes"
      ? new AppError("payload_too_large.upload", "A photo has at most 10 MB.", {
          images: "createAd.errors.photoSize",
        })
      : undefined,
};

export async function listDraftPhotos(userId: string): Promise<DraftPhotoView[]> {
  const rows = await getDb()
    .select()
    .from(draftPhotos)
    .where(eq(draftPhotos.userId, userId))
    .orderBy(asc(draftPhotos.position), asc(draftPhotos.createdAt));
  return rows.map(view);
}

async function storeFile(file: UploadedFile): Promise<AdPhoto> {
  // a browser that does not know HEIC sends it untyped; the content is decoded either way
  const type = file.mimeType === "application/octet-stream" ? "" : file.mimeType;
  const problem = editPhotoProblem({ name: file.filename, type, size: file.data.length });
  if (problem) throw refused(file.filename, problem);
  return storeAdPhoto(file.data, {
    formats: UPLOAD_PHOTO_FORMATS,
    badFormat: () => refused(file.filename, "createAd.errors.editPhotoFormat"),
    tooManyPixels: () => refused(file.filename, "createAd.errors.photoPixels"),
  }).catch((err: unknown) => {
    if (err instanceof AppError) throw err;
    console.error("[draft-photos] storing a photo failed:", err);
    throw new AppError("unavailable.storage", UPLOAD_FAILED);
  });
}

/** Serialises the changes of one user's draft photos (count and positions). */
const lockUser = (tx: Pick<Db, "select">, userId: string) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");

/** Keeps the draft alive: every change moves the whole draft's retention. */
const touch = (tx: Pick<Db, "update">, userId: string) =>
  tx
    .update(draftPhotos)
    .set({ touchedAt: sql`now()` })
    .where(eq(draftPhotos.userId, userId));

/** Checks, stores and appends one photo to the user's draft. */
export async function addDraftPhoto({
  userId,
  files,
}: {
  userId: string;
  files: UploadedFile[];
}): Promise<DraftPhotoView> {
  const [file] = files;
  if (!file)
    throw new AppError("bad_request", "Send one photo.", { images: "createAd.errors.photosMin" });
  if ((await listDraftPhotos(userId)).length >= PHOTOS_MAX) throw tooMany();
  const photo = await storeFile(file);
  try {
    const row = await getDb().transaction(async (tx) => {
      await lockUser(tx, userId);
      const [{ count, last }] = await tx
        .select({
          count: sql<number>`count(*)::int`,
          last: sql<number>`coalesce(max(${draftPhotos.position}), -1)::int`,
        })
        .from(draftPhotos)
        .where(eq(draftPhotos.userId, userId));
      if (count >= PHOTOS_MAX) throw tooMany();
      await touch(tx, userId);
      const [created] = await tx
        .insert(draftPhotos)
        .values({
          id: crypto.randomUUID(),
          userId,
          position: last + 1,
          fullUrl: photo.fullUrl,
          miniUrl: photo.miniUrl,
          width: photo.width!,
          height: photo.height!,
          storageKey: photo.storageKey!,
          phash: photo.phash ?? null,
        })
        .returning();
      return created;
    });
    return view(row);
  } catch (err) {
    await removeAdPhoto(photo).catch(() => {});
    throw err;
  }
}

const unknownPhoto = () =>
  new AppError("bad_request", "A photo is not one of your draft's photos.", {
    images: "createAd.errors.draftPhotoUnknown",
  });

/** Puts the listed photos (each the user's, once) first in this order; the others follow. */
export async function orderDraftPhotos({ userId, ids }: { userId: string; ids: string[] }) {
  await getDb().transaction(async (tx) => {
    await lockUser(tx, userId);
    const rows = await tx
      .select({ id: draftPhotos.id })
      .from(draftPhotos)
      .where(eq(draftPhotos.userId, userId))
      .orderBy(asc(draftPhotos.position), asc(draftPhotos.createdAt));
    const own = new Set(rows.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.some((id) => !own.has(id))) throw unknownPhoto();
    const order = [...ids, ...rows.map((r) => r.id).filter((id) => !ids.includes(id))];
    for (const [position, id] of order.entries())
      await tx.update(draftPhotos).set({ position }).where(eq(draftPhotos.id, id));
    await touch(tx, userId);
  });
  return listDraftPhotos(userId);
}

/** Removes one of the user's draft photos with its stored objects (404 for anyone else's). */
export async function deleteDraftPhoto({ userId, id }: { userId: string; id: string }) {
  const [row] = await getDb()
    .delete(draftPhotos)
    .where(and(eq(draftPhotos.id, id), eq(draftPhotos.userId, userId)))
    .returning();
  if (!row) throw new AppError("not_found", "Photo not found.");
  await removeAdPhoto(row).catch((err: unknown) =>
    console.error("[draft-photos] removing a photo failed:", err),
  );
  return { deleted: id };
}

/**
 * The publish form's `draft_photo_ids`: the JSON list of the draft photos in the ad's order, sent
 * instead of files (2 to 20); null when the form has none (a multipart upload of files).
 */
export function draftPhotoIds(fields: Record<string, string>, files: unknown[]): string[] | null {
  const raw = fields.draft_photo_ids;
  if (raw === undefined) return null;
  let ids: unknown;
  try {
    ids = JSON.parse(raw);
  } catch {
    ids = null;
  }
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === "string") || files.length)
    throw unknownPhoto();
  if (ids.length < PHOTOS_MIN)
    throw new AppError("bad_request", "Add at least 2 photos.", {
      images: "createAd.errors.photosMin",
    });
  if (ids.length > PHOTOS_MAX) throw tooMany();
  return ids;
}

/**
 * Inside the publishing transaction: the user's draft photos of `ids`, in that order, as the
 * ad's photos; their draft rows are removed with the commit (kept if the publish fails).
 */
export async function takeDraftPhotos(
  tx: Pick<Db, "delete">,
  { userId, ids }: { userId: string; ids: string[] },
): Promise<AdPhoto[]> {
  if (new Set(ids).size !== ids.length) throw unknownPhoto();
  const rows = await tx
    .delete(draftPhotos)
    .where(and(eq(draftPhotos.userId, userId), inArray(draftPhotos.id, ids)))
    .returning();
  if (rows.length !== ids.length) throw unknownPhoto();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const { fullUrl, miniUrl, width, height, storageKey, phash } = byId.get(id)!;
    return { fullUrl, miniUrl, width, height, storageKey, phash };
  });
}

/** Removes the drafts untouched since before `now - retention`, rows and objects; their count. */
export async function cleanupDraftPhotos({
  now = new Date(),
  retentionMs = DRAFT_PHOTO_RETENTION_MS,
} = {}): Promise<number> {
  const db = getDb();
  const old = await db
    .delete(draftPhotos)
    .where(lt(draftPhotos.touchedAt, new Date(now.getTime() - retentionMs)))
    .returning();
  if (old.length === 0) return 0;
  // an object an ad uses is never removed (defensive: publishing moves rows, never shares them)
  const used = await db
    .selectDistinct({ key: adImages.storageKey })
    .from(adImages)
    .where(
      inArray(
        adImages.storageKey,
        old.map((p) => p.storageKey),
      ),
    );
  const kept = new Set(used.map((u) => u.key));
  for (const photo of old.filter((p) => !kept.has(p.storageKey)))
    await removeAdPhoto(photo).catch((err: unknown) =>
      console.error("[draft-photos] removing an expired photo failed:", err),
    );
  return old.length;
}
