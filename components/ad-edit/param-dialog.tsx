"use client";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { useErrorText } from "@/components/ui/use-error-text";
import type { AdPatch } from "@/components/ad-edit/state/types";
import { adPatchSchema } from "@/lib/ads/schemas";

/**
 * The shared edit schema's refusal of a patch (a message key), or null. An invalid VIN is left to
 * the server: the form marks it but must not block Save (seed 001 §5).
 */
export function patchProblem(patch: AdPatch): string | null {
  const { vin_number: _vin, ...checked } = patch;
  const result = adPatchSchema.safeParse(checked);
  return result.success ? null : (result.error.issues[0]?.message ?? "editAd.unknownError");
}

/** Saves one parameter edit; resolves to null when saved, else the error to show. */
export type SavePatch = (patch: AdPatch) => Promise<string | null>;

/**
 * The dialog of one parameter (seed 001 §4): it opens with the current value, Save sends the
 * edit and closes, Cancel (Escape, a click outside) discards it. A refused edit keeps it open
 * with the reason.
 */
export function ParamDialog({
  title,
  onClose,
  save,
  patch,
  size,
  children,
}: {
  title: string;
  onClose: () => void;
  save: SavePatch;
  /** the edit to send; null while the form cannot be saved (Save disabled) */
  patch: AdPatch | null;
  /** "lg" for a long form (the equipment checklist) */
  size?: "md" | "lg";
  children: ReactNode;
}) {
  const t = useTranslations("editAd");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorText = useErrorText();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!patch || busy) return;
    const refused = patchProblem(patch);
    if (refused) return setError(errorText(refused) ?? refused);
    setBusy(true);
    setError(null);
    const problem = await save(patch);
    setBusy(false);
    if (problem) setError(problem);
    else onClose();
  };
  return (
    <Dialog onClose={busy ? () => {} : onClose} title={title} size={size}>
      <form onSubmit={submit} className="mt-4 grid grid-cols-1 gap-4" noValidate>
        {children}
        {error && <FormAlert>{error}</FormAlert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={!patch || busy} aria-busy={busy || undefined}>
            {busy ? t("saving") : t("save")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
