"use client";
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { PlusIcon } from "@/components/ui/icons";
import { PHOTO_EXTENSIONS, PHOTO_TYPES, PHOTOS_MAX, PHOTOS_MIN } from "@/lib/ads/schemas";
import type { DraftPhoto } from "@/lib/create-ad/draft";
import { acceptPhotos, type PhotoError } from "@/lib/create-ad/photos";
import { SortablePhotoGrid } from "./sortable-photo";
import { StepFooter } from "./step-footer";
import type { StepProps } from "./step-props";

const ACCEPT = [...PHOTO_EXTENSIONS.map((e) => `.${e}`), ...PHOTO_TYPES].join(",");
let counter = 0;
const photoId = () => `photo-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** Step 5: 2–20 photos, thumbnails at once, reorder by drag (mouse, touch, keyboard), delete. */
export function PhotosStep({ draft, update, advance, back, errors }: StepProps) {
  const t = useTranslations("createAdWizard.photos");
  const tWizard = useTranslations("createAdWizard");
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<PhotoError[]>([]);
  const [deleting, setDeleting] = useState<DraftPhoto | null>(null);
  const photos = draft.images;

  const add = (files: File[]) => {
    const { accepted, errors } = acceptPhotos(files, photos.length);
    setProblems(errors);
    if (!accepted.length) return;
    const added = accepted.map((file) => ({
      id: photoId(),
      file,
      previewUrl: URL.createObjectURL(file),
    }));
    update((d) => ({ ...d, images: [...d.images, ...added] }));
  };
  const remove = (photo: DraftPhoto) => {
    URL.revokeObjectURL(photo.previewUrl);
    update((d) => ({ ...d, images: d.images.filter((p) => p.id !== photo.id) }));
    setDeleting(null);
  };
  const position = (photo: DraftPhoto) => photos.findIndex((p) => p.id === photo.id) + 1;

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">{t("hint")}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => input.current?.click()} disabled={photos.length >= PHOTOS_MAX}>
          <PlusIcon className="size-5" />
          {t("add")}
        </Button>
        <span className="text-sm text-slate-600" aria-live="polite">
          {t("count", { count: photos.length, max: PHOTOS_MAX })}
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
            add(Array.from(e.target.files ?? []));
            e.target.value = "";
          }}
        />
      </div>
      {(problems.length > 0 || errors.images) && (
        <FormAlert>
          <ul className="grid gap-1">
            {errors.images && <li>{errors.images}</li>}
            {problems.map((p, i) => (
              <li key={i}>{t(p.key, { name: p.name ?? "" })}</li>
            ))}
          </ul>
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
      <StepFooter onBack={back} onNext={() => advance(6)} canNext={photos.length >= PHOTOS_MIN} />
    </div>
  );
}
