"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ExternalIcon } from "@/components/ui/icons";
import { TextArea } from "@/components/ui/text-area";
import { useErrorText } from "@/components/ui/use-error-text";
import { useToast } from "@/components/ui/toast";
import { Link, useRouter } from "@/i18n/navigation";
import {
  hasUnsavedChanges,
  orderAfterUpload,
  photosChanged,
  photosForm,
  storedPhotos,
  type EditPhoto,
} from "@/components/ad-edit/state/photos";
import type { AdPatch, EditAd } from "@/components/ad-edit/state/types";
import { DESCRIPTION_MAX, descriptionProblem } from "@/lib/ads/schemas";
import { apiFetch } from "@/lib/infra/api/client";
import { routes } from "@/lib/routes";
import type { MakeOption } from "@/lib/search/options";
import { AdminArchiveDialog } from "@/components/admin/admin-archive-dialog";
import { OwnerArchiveDialog } from "@/components/ad-detail/archive-dialog";
import type { SellerEndReason } from "@/components/ad-detail/end-reason-fields";
import { ConfirmDialog } from "./confirm-dialog";
import type { SavePatch } from "./param-dialog";
import { ParamsPanel } from "./params-panel";
import { PhotosPanel } from "./photos-panel";
import { useErrorDetail } from "./use-error-detail";
import { useLeaveGuard } from "./use-leave-guard";

const adPath = (id: number) => `/api/ads/cars/${id}/`;

/** The answer's parameters over the ad's (photos and description are the page's own state). */
function withParams(ad: EditAd, patch: AdPatch, answer: Partial<EditAd> | null): EditAd {
  const { images: _images, desc_cz: _desc, ...params } = answer ?? {};
  const sent = { ...patch } as Partial<EditAd> & Record<string, unknown>;
  if (typeof patch.condition === "string")
    sent.condition = patch.condition.toLowerCase() as EditAd["condition"];
  return { ...ad, ...sent, ...params };
}

type Confirming = "archive" | "delete" | "leave" | null;

/** The loaded edit screen (seed 001 §2.3, §4): header, photos, parameters, description, actions. */
export function EditScreen({
  initial,
  makes,
  adminEdit,
}: {
  initial: EditAd;
  makes: MakeOption[];
  /** an admin edits another seller's ad: archive through the admin route */
  adminEdit: boolean;
}) {
  const t = useTranslations("editAd");
  const tArchive = useTranslations("archiveDialog");
  const toast = useToast();
  const router = useRouter();
  const errorDetail = useErrorDetail();
  const errorText = useErrorText();
  const [ad, setAd] = useState(initial);
  const [loaded, setLoaded] = useState({
    description: initial.desc_cz ?? "",
    images: initial.images,
  });
  const [description, setDescription] = useState(loaded.description);
  const [photos, setPhotos] = useState<EditPhoto[]>(() => storedPhotos(initial.images));
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const dirty = hasUnsavedChanges({
    loadedDescription: loaded.description,
    description,
    loadedImages: loaded.images,
    photos,
  });
  const guard = useLeaveGuard(dirty, t("unsavedChanges"));
  // an empty or too long description is refused (never cut) and Save waits for it
  const descriptionError = descriptionProblem(description);

  const savePatch: SavePatch = async (patch) => {
    try {
      const answer = await apiFetch<Partial<EditAd>>(adPath(ad.id), {
        method: "PATCH",
        body: patch,
      });
      setAd((a) => withParams(a, patch, answer));
      toast({ kind: "success", text: t("paramSaved") });
      return null;
    } catch (err) {
      const detail = errorDetail(err);
      toast({ kind: "error", text: t("error"), detail });
      return detail;
    }
  };

  const save = async () => {
    if (!dirty) return toast({ kind: "info", text: t("noChanges") });
    setSaving(true);
    try {
      if (description !== loaded.description) {
        await apiFetch(adPath(ad.id), { method: "PATCH", body: { desc_cz: description } });
        setLoaded((l) => ({ ...l, description }));
      }
      if (photosChanged(loaded.images, photos)) {
        const answer = await apiFetch<EditAd>(adPath(ad.id), {
          method: "PATCH",
          body: photosForm(photos),
        });
        const order = answer?.images ? orderAfterUpload(photos, answer.images) : null;
        if (order) {
          const form = new FormData();
          form.append("existing_images", JSON.stringify(order));
          await apiFetch(adPath(ad.id), { method: "PATCH", body: form });
        }
      }
      guard.release();
      toast({ kind: "success", text: t("success") });
      router.push(routes.ad(ad.id));
    } catch (err) {
      toast({ kind: "error", text: t("error"), detail: errorDetail(err) });
      setSaving(false);
    }
  };

  const back = () => {
    if (dirty) return setConfirming("leave");
    leaveBack();
  };
  const leaveBack = () => {
    guard.release();
    if (window.history.length > 1) window.history.back();
    else router.push(routes.ad(ad.id));
  };

  const archived = () => {
    guard.release();
    toast({ kind: "success", text: t("archiveSuccess") });
    router.push(adminEdit ? routes.ad(ad.id) : routes.profile());
  };
  // the seller says why the ad ends (issue 32); the dialog keeps itself open with its error on a refusal
  const archive = async (endReason: SellerEndReason) => {
    await apiFetch(`${adPath(ad.id)}archive/`, { method: "POST", body: { endReason } });
    archived();
  };
  // the admin's dialog keeps itself open with its error on a refusal
  const archiveAsAdmin = async (reason: string) => {
    await apiFetch(`/validate/archive/${ad.id}`, { method: "POST", body: { reason } });
    archived();
  };

  const remove = async () => {
    try {
      await apiFetch(adPath(ad.id), { method: "DELETE" });
      guard.release();
      toast({ kind: "success", text: t("deleteSuccess") });
      router.push(adminEdit ? routes.home : routes.profile());
    } catch (err) {
      toast({ kind: "error", text: t("deleteError"), detail: errorDetail(err) });
      setConfirming(null);
    }
  };

  const archiveButton = (
    <Button variant="danger" onClick={() => setConfirming("archive")}>
      {adminEdit ? t("archiveAdmin") : t("archive")}
    </Button>
  );
  const deleteButton = (
    <Button variant="danger-ghost" onClick={() => setConfirming("delete")}>
      {t("delete")}
    </Button>
  );

  return (
    <div className="grid grid-cols-1 gap-4 pt-4 pb-28 md:pt-0 md:pb-6">
      <header className="grid grid-cols-1 gap-2 rounded-2xl border border-slate-200 bg-white p-4 md:p-5">
        <p className="text-sm font-medium text-slate-500">{t("heading")}</p>
        <h1 className="text-xl font-bold tracking-tight md:text-2xl">{ad.title}</h1>
        <Link
          href={routes.ad(ad.id)}
          className="text-primary-700 inline-flex w-fit items-center gap-1 text-sm font-medium hover:underline"
        >
          {t("viewListing")}
          <ExternalIcon className="size-3.5" />
        </Link>
        {adminEdit && (
          <p
            role="note"
            className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {t("adminNotice")}
          </p>
        )}
      </header>

      <PhotosPanel photos={photos} onChange={setPhotos} />
      <ParamsPanel ad={ad} makes={makes} save={savePatch} />

      <section
        aria-labelledby="edit-description"
        className="grid grid-cols-1 gap-2 rounded-2xl border border-slate-200 bg-white p-4 md:p-5"
      >
        <h2 id="edit-description" className="text-lg font-semibold">
          {t("description")}
        </h2>
        <TextArea
          id="edit-desc"
          label={t("descriptionLabel")}
          rows={20}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={descriptionError ? errorText(descriptionError) : undefined}
          hint={t("counter", { count: description.length, max: DESCRIPTION_MAX })}
        />
      </section>

      {/* phones: archive and delete at the end of the page, Back and Save always at hand below */}
      <div className="flex flex-wrap gap-2 md:hidden">
        {archiveButton}
        {deleteButton}
      </div>
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur md:static md:rounded-2xl md:border md:px-5">
        <div className="mx-auto flex max-w-6xl items-center gap-2">
          <Button variant="secondary" onClick={back}>
            {t("back")}
          </Button>
          <div className="flex gap-2 max-md:hidden">
            {archiveButton}
            {deleteButton}
          </div>
          <Button
            className="ml-auto"
            onClick={save}
            disabled={!dirty || saving || !!descriptionError}
            aria-busy={saving || undefined}
          >
            {saving ? t("saving") : t("save")}
          </Button>
        </div>
      </div>

      {confirming === "archive" && adminEdit && (
        <AdminArchiveDialog
          title={ad.title}
          onArchive={archiveAsAdmin}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === "archive" && !adminEdit && (
        <OwnerArchiveDialog
          title={tArchive("title")}
          text={tArchive("message", { title: ad.title })}
          confirm={tArchive("confirm")}
          busyText={tArchive("busy")}
          cancel={tArchive("cancel")}
          failed={t("archiveError")}
          onArchive={archive}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === "delete" && (
        <ConfirmDialog
          title={t("deleteTitle")}
          text={t("deleteText", { title: ad.title })}
          confirm={t("deleteConfirm")}
          busyText={t("deleting")}
          cancel={t("cancel")}
          onConfirm={remove}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === "leave" && (
        <ConfirmDialog
          title={t("unsavedTitle")}
          text={t("unsavedChanges")}
          confirm={t("leave")}
          cancel={t("stay")}
          onConfirm={async () => leaveBack()}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
