"use client";
import { forwardRef, useState } from "react";
import { TextField } from "@/components/ui/text-field";
import { digitsOf } from "@/lib/ads/schemas";
import { formatNumber } from "@/lib/infra/format";

/** A whole number from typed text (spaces, commas, "Kč" allowed) within min..max, or null. */
export function numberIn(raw: string, min: number, max: number): number | null {
  const digits = digitsOf(raw);
  if (!/^\d{1,10}$/.test(digits)) return null;
  const n = Number(digits);
  return n >= min && n <= max ? n : null;
}

/**
 * A whole-number field: the text stays as typed, the value is kept only within min..max (else
 * null and `invalidText` under the field). `grouped` shows the value with grouped digits on blur.
 */
export const NumberField = forwardRef<
  HTMLInputElement,
  {
    id: string;
    label: string;
    value: number | null;
    min: number;
    max: number;
    onValue: (n: number | null) => void;
    invalidText: string;
    error?: string;
    /** a non-blocking remark under the field */
    warning?: string;
    hint?: string;
    placeholder?: string;
    grouped?: boolean;
    digitsOnly?: boolean;
  }
>(function NumberField(
  {
    id,
    label,
    value,
    min,
    max,
    onValue,
    invalidText,
    error,
    warning,
    hint,
    placeholder,
    grouped,
    digitsOnly,
  },
  ref,
) {
  const show = (n: number | null) => (n === null ? "" : grouped ? formatNumber(n) : String(n));
  const [text, setText] = useState(() => show(value));
  const invalid = text.trim() !== "" && numberIn(text, min, max) === null;
  return (
    <TextField
      ref={ref}
      id={id}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      maxLength={16}
      value={text}
      hint={hint}
      warning={warning}
      error={error ?? (invalid ? invalidText : undefined)}
      onChange={(e) => {
        const typed = digitsOnly ? e.target.value.replace(/\D/g, "") : e.target.value;
        setText(typed);
        onValue(typed.trim() ? numberIn(typed, min, max) : null);
      }}
      onBlur={() => {
        if (!invalid) setText(show(numberIn(text, min, max)));
      }}
    />
  );
});
