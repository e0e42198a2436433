"use client";
import { useTranslations } from "next-intl";
import { TextField } from "@/components/ui/text-field";
import { useErrorText } from "@/components/ui/use-error-text";
import { TITLE_MAX, titleProblem } from "@/lib/ads/schemas";

/**
 * The ad's title with a counter towards TITLE_MAX: nothing is cut off, a longer title is marked
 * with its error (the server refuses it too). The wizard and the edit screen share it.
 */
export function TitleField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  touched = true,
  autoFocus,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (title: string) => void;
  hint?: string;
  /** a server's error, shown first */
  error?: string;
  /** an empty title is marked only once the seller has typed */
  touched?: boolean;
  autoFocus?: boolean;
}) {
  const t = useTranslations("createAd");
  const errorText = useErrorText();
  const problem = titleProblem(value);
  const shown = problem === "createAd.errors.titleRequired" && !touched ? null : problem;
  const over = value.trim().length > TITLE_MAX;
  return (
    <div>
      <TextField
        id={id}
        label={label}
        value={value}
        hint={hint}
        autoFocus={autoFocus}
        error={error ?? errorText(shown)}
        onChange={(e) => onChange(e.target.value)}
      />
      <p
        className={`mt-1 text-right text-sm ${over ? "text-red-600" : "text-slate-500"}`}
        aria-live="polite"
      >
        {t("titleCounter", { count: value.trim().length, max: TITLE_MAX })}
      </p>
    </div>
  );
}
