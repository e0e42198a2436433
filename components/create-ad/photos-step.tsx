"use client";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { PlusIcon } from "@/components/ui/icons";
import {
  EDIT_PHOTO_EXTENSIONS,
  EDIT_PHOTO_TYPES,
  PHOTO_FORMAT_NAMES,
  PHOTOS_MAX,
  PHOTOS_MIN,
} from "@/lib/ads/schemas";
import type { DraftPhoto } from "@/components/create-ad/state/draft";
import { sendPhotoOrder, uploadDraftPhoto } from "@/components/create-ad/state/draft-photos";
import { createLimiter } from "@/lib/media/limiter";
import { acceptPhotos, uploadProblem, type PhotoError } from "@/components/create-ad/state/photos";
import { SignInAgain } from "./sign-in-again";
import { SortablePhotoGrid } from "./sortable-photo";
import { StepFooter } from "./step-footer";
import type { StepProps } from "./step-props";

const ACCEPT = [...EDIT_PHOTO_EXTENSIONS.map((e) => `.${e}`), ...EDIT_PHOTO_TYPES].join(",");
/** Uploads in flight at once: the server decodes two photos at a time (lib/media/decode.ts). */
const UPLOADS_AT_ONCE = 2;
const EXTENSIONS = EDIT_PHOTO_EXTENSIONS.map((e) => `.${e}`).join(", ");

/** Asks before leaving while a chosen photo is still being uploaded (stored ones are safe). */
function useLeaveWarning(active: boolean) {
  const t = useTranslations("createAdWizard");
  useEffect(() => {
    if (!active) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = t("leaveWarning"); // older browsers show it; current ones their own text
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active, t]);
}

/**
 * Step 5: 2–20 photos, each uploaded to the draft on the server when chosen (decoded there: a
 * refused file is named), thumbnails once stored, reorder by drag (mouse, touch, keyboard), delete.
 */
export function PhotosStep({ draft, update, advance, back, errors }: StepProps) {
  const t = useTranslations("createAdWizard.photos");
  const tWizard = useTranslations("createAdWizard");
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<PhotoError[]>([]);
  const [uploading, setUploading] = useState(0);
  const [deleting, setDeleting] = useState<DraftPhoto | null>(null);
  const photos = draft.images;
  useLeaveWarning(uploading > 0);

  /**
   * Two at a time (one travels while the server decodes the other), each stored photo added to the
   * draft in the chosen order as soon as those chosen before it are in. The server numbers photos
   * as it stores them, so when they were stored out of order it is given the draft's order after.
   */
  const add = async (files: File[]) => {
    const { accepted, errors } = acceptPhotos(files, photos.length + uploading);
    setProblems(errors);
    setUploading((n) => n + accepted.length);
    const slots = createLimiter(UPLOADS_AT_ONCE);
    const stored: string[] = [];
    const uploads = accepted.map((file) =>
      slots
        .run(() => uploadDraftPhoto(file))
        .then(
          (photo) => (stored.push(photo.id), { photo }),
          (err: unknown) => ({ err }),
        ),
    );
    const added: string[] = [];
    for (const [i, upload] of uploads.entries()) {
      const result = await upload;
      if ("photo" in result) {
        added.push(result.photo.id);
        update((d) => ({ ...d, images: [...d.images, result.photo] }));
      } else setProblems((list) => [...list, uploadProblem(result.err, accepted[i].name)]);
      setUploading((n) => n - 1);
    }
    if (added.some((id, i) => stored[i] !== id))
      update((d) => {
        sendPhotoOrder(d.images.map((p) => p.id)).catch((err: unknown) =>
          console.error("[create-ad] draft photo order failed:", err),
        );
        return d; // the draft's list is already in order: the server's is put right
      });
  };
  const remove = (photo: DraftPhoto) => {
    update((d) => ({ ...d, images: d.images.filter((p) => p.id !== photo.id) }));
    setDeleting(null);
  };
  const position = (photo: DraftPhoto) => photos.findIndex((p) => p.id === photo.id) + 1;

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">{t("hint", { formats: PHOTO_FORMAT_NAMES })}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => input.current?.click()} disabled={photos.length >= PHOTOS_MAX}>
          <PlusIcon className="size-5" />
          {t("add")}
        </Button>
        <span className="text-sm text-slate-600" aria-live="polite">
          {t("count", { count: photos.length, max: PHOTOS_MAX })}
          {uploading > 0 && ` · ${t("uploading", { count: uploading })}`}
        </span>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={t("add")}
          data-testid="photo-input"
          onChange={(e) => {
            void add(Array.from(e.target.files ?? []));
            e.target.value = "";
          }}
        />
      </div>
      {(problems.length > 0 || errors.images) && (
        <FormAlert>
          <ul className="grid gap-1">
            {errors.images && <li>{errors.images}</li>}
            {problems.map((p, i) => (
              <li key={i}>
                {t(p.key, {
                  name: p.name ?? "",
                  formats: PHOTO_FORMAT_NAMES,
                  extensions: EXTENSIONS,
                })}
              </li>
            ))}
          </ul>
          {problems.some((p) => p.key === "errorSession") && <SignInAgain />}
        </FormAlert>
      )}
      {photos.length > 0 && (
        <>
          <p className="text-xs text-slate-500">{t("dragHint")}</p>
          <SortablePhotoGrid
            photos={photos}
            onMove={(move) => update((d) => ({ ...d, images: move(d.images) }))}
            onDelete={setDeleting}
          />
        </>
      )}
      {photos.length > 0 && photos.length < PHOTOS_MIN && (
        <p className="text-sm text-slate-600">{t("minimum")}</p>
      )}
      <Dialog open={!!deleting} onClose={() => setDeleting(null)} title={t("deleteTitle")}>
        <p className="mt-2 text-slate-600">
          {deleting && t("deleteText", { n: position(deleting) })}
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {tWizard("cancel")}
          </Button>
          <Button variant="danger" onClick={() => deleting && remove(deleting)}>
            {t("deleteConfirm")}
          </Button>
        </div>
      </Dialog>
      <StepFooter
        onBack={back}
        onNext={() => advance(6)}
        canNext={photos.length >= PHOTOS_MIN && uploading === 0}
      />
    </div>
  );
}
