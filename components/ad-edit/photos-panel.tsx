"use client";
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { SortablePhotoGrid } from "@/components/create-ad/sortable-photo";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { PlusIcon } from "@/components/ui/icons";
import { useErrorText } from "@/components/ui/use-error-text";
import {
  acceptEditPhotos,
  isHeic,
  type EditPhoto,
  type EditPhotoError,
} from "@/components/ad-edit/state/photos";
import {
  EDIT_PHOTO_EXTENSIONS,
  EDIT_PHOTO_TYPES,
  EDIT_PHOTOS_MAX,
  PHOTO_FORMAT_NAMES,
} from "@/lib/ads/schemas";

const ACCEPT = [...EDIT_PHOTO_EXTENSIONS.map((e) => `.${e}`), ...EDIT_PHOTO_TYPES].join(",");
/** Browsers cannot draw HEIC: its thumbnail is this picture until the server has converted it. */
const HEIC_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#e2e8f0"/><path d="M52 44h56v40H52z" fill="none" stroke="#64748b" stroke-width="4"/><circle cx="70" cy="58" r="6" fill="#64748b"/><path d="m56 80 18-16 12 10 8-6 12 12" fill="none" stroke="#64748b" stroke-width="4"/><text x="80" y="104" font-family="sans-serif" font-size="14" font-weight="700" fill="#475569" text-anchor="middle">HEIC</text></svg>',
)}`;
let counter = 0;
const newId = () => `new-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/**
 * The photos (seed 001 §5): reorder by drag (mouse, touch, keyboard), remove with a confirmation,
 * add png, jpeg, webp, heic or heif up to 20; the add button is hidden at the maximum. Changes are
 * saved with the page's Save.
 */
export function PhotosPanel({
  photos,
  onChange,
}: {
  photos: EditPhoto[];
  onChange: (update: (photos: EditPhoto[]) => EditPhoto[]) => void;
}) {
  const t = useTranslations("editAd");
  const tPhotos = useTranslations("createAdWizard.photos");
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<EditPhotoError[]>([]);
  const [removing, setRemoving] = useState<EditPhoto | null>(null);
  const full = photos.length >= EDIT_PHOTOS_MAX;

  const add = (files: File[]) => {
    const { accepted, errors } = acceptEditPhotos(files, photos.length);
    setProblems(errors);
    if (!accepted.length) return;
    const added: EditPhoto[] = accepted.map((file) => ({
      id: newId(),
      url: null,
      file,
      previewUrl: isHeic(file) ? HEIC_PLACEHOLDER : URL.createObjectURL(file),
    }));
    onChange((all) => [...all, ...added]);
  };
  const remove = (photo: EditPhoto) => {
    if (photo.file && photo.previewUrl.startsWith("blob:")) URL.revokeObjectURL(photo.previewUrl);
    onChange((all) => all.filter((p) => p.id !== photo.id));
    setRemoving(null);
  };

  return (
    <section
      aria-labelledby="edit-photos"
      className="grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="edit-photos" className="text-lg font-semibold">
          {t("photos")}
        </h2>
        <span className="text-sm text-slate-600" aria-live="polite">
          {tPhotos("count", { count: photos.length, max: EDIT_PHOTOS_MAX })}
        </span>
      </div>
      <p className="text-sm text-slate-600">{t("photosHint", { formats: PHOTO_FORMAT_NAMES })}</p>
      {full ? (
        <FormAlert kind="info">{t("photoMaxFiles")}</FormAlert>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => input.current?.click()}>
            <PlusIcon className="size-5" />
            {t("addPhotos")}
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t("addPhotos")}
            data-testid="edit-photo-input"
            onChange={(e) => {
              add(Array.from(e.target.files ?? []));
              e.target.value = "";
            }}
          />
        </div>
      )}
      {problems.length > 0 && (
        <FormAlert>
          <ul className="grid gap-1">
            {problems.map((p, i) => (
              <li key={i}>
                {p.name ? `${p.name}: ` : ""}
                {errorText(p.key)}
              </li>
            ))}
          </ul>
        </FormAlert>
      )}
      {photos.length > 0 ? (
        <>
          <p className="text-xs text-slate-500">{tPhotos("dragHint")}</p>
          <SortablePhotoGrid photos={photos} onMove={onChange} onDelete={setRemoving} />
        </>
      ) : (
        <p className="text-sm text-slate-500">{t("noPhotos")}</p>
      )}
      <Dialog open={!!removing} onClose={() => setRemoving(null)} title={tPhotos("deleteTitle")}>
        <p className="mt-2 text-slate-600">
          {removing &&
            tPhotos("deleteText", { n: photos.findIndex((p) => p.id === removing.id) + 1 })}
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={() => removing && remove(removing)}>
            {tPhotos("deleteConfirm")}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
