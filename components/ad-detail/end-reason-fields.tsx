"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { SELLER_END_REASONS } from "@/lib/enums";

export type SellerEndReason = (typeof SELLER_END_REASONS)[number];

const REASON_KEYS = {
  sold_here: "reasons.sold_here",
  sold_elsewhere: "reasons.sold_elsewhere",
  not_selling: "reasons.not_selling",
  other: "reasons.other",
} as const satisfies Record<SellerEndReason, string>;

/**
 * Why a seller ends their ad (issue 32): a radio group of SELLER_END_REASONS in a fieldset whose
 * legend asks the question. Controlled: `value` (null: nothing chosen yet) and `onChange`; `error`
 * is the text shown under it (already translated), tied to the group by aria-describedby.
 * Needs the "endReasons" messages (the page's preset picks them for a client island).
 */
export function EndReasonFields({
  value,
  onChange,
  error,
  disabled = false,
  name,
}: {
  value: SellerEndReason | null;
  onChange: (reason: SellerEndReason) => void;
  error?: string | null;
  disabled?: boolean;
  /** the radios' name; one of its own by default (several groups on a page stay apart) */
  name?: string;
}) {
  const t = useTranslations("endReasons");
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="mb-2 text-sm font-medium text-slate-700">{t("legend")}</legend>
      <div className="grid gap-2">
        {SELLER_END_REASONS.map((reason) => (
          <label
            key={reason}
            className="has-checked:border-primary-500 has-checked:bg-primary-50 flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 hover:bg-slate-50"
          >
            <input
              type="radio"
              name={name ?? `${id}-reason`}
              value={reason}
              checked={value === reason}
              onChange={() => onChange(reason)}
              className="accent-primary-600 size-4 shrink-0"
            />
            <span className="font-medium">{t(REASON_KEYS[reason])}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
