"use client";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useErrorText } from "@/components/ui/use-error-text";
import { avatarProblem } from "@/lib/sellers/schemas";
import { Button } from "@/components/ui/button";
import { PersonIcon } from "@/components/ui/icons";

/** One jpg/jpeg/png avatar under 2 MB with a preview; removable when `removable`. */
export function AvatarInput({
  current,
  file,
  onFile,
  removed,
  onRemove,
  removable,
  error,
}: {
  current: string | null;
  file: File | null;
  onFile: (f: File | null) => void;
  removed: boolean;
  onRemove: () => void;
  removable: boolean;
  error?: string;
}) {
  const t = useTranslations("sellerProfileForm");
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const show = (f: File | null) => {
    if (preview) URL.revokeObjectURL(preview);
    setPreview(f ? URL.createObjectURL(f) : null);
    onFile(f);
  };
  const shown = (file && preview) || (removed ? null : current);

  return (
    <div>
      <span className="mb-1 block text-sm font-medium text-slate-700">{t("avatar")}</span>
      <div className="flex items-center gap-4">
        <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-full bg-slate-200 text-slate-500">
          {shown ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local blob preview or our own re-encoded WebP
            <img src={shown} alt="" className="size-full object-cover" />
          ) : (
            <PersonIcon />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
            {t("avatarChoose")}
          </Button>
          {removable && shown && (
            <Button
              variant="danger-ghost"
              size="sm"
              onClick={() => {
                show(null);
                onRemove();
                if (input.current) input.current.value = "";
              }}
            >
              {t("avatarRemove")}
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          name="avatar_file"
          aria-label={t("avatar")}
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          className="sr-only"
          onChange={(e) => {
            const f = e.target.files?.[0] ?? null;
            const p = f ? avatarProblem(f) : null;
            setProblem(p);
            show(p ? null : f);
            if (p) e.target.value = "";
          }}
        />
      </div>
      <p className="mt-1 text-sm text-slate-500">{t("avatarHint")}</p>
      {(problem || error) && (
        <p className="mt-1 text-sm text-red-600">{errorText(problem ?? error)}</p>
      )}
    </div>
  );
}
