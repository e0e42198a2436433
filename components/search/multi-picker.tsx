"use client";

import { LazyPicker } from "./lazy-picker";
import { PickerFace } from "./picker-styles";

export interface MultiOption {
  value: string;
  label: string;
  group?: string;
}

export interface MultiPickerProps {
  label: string;
  placeholder: string;
  summary: (count: number) => string;
  options: MultiOption[];
  value: string[];
  onChange: (values: string[]) => void;
  max?: number;
  maxNote?: string;
  disabled?: boolean;
}

/** The button's text: the placeholder, the one choice, or how many are chosen. */
export const multiText = (
  value: string[],
  options: MultiOption[],
  placeholder: string,
  summary: (count: number) => string,
) =>
  value.length === 0
    ? placeholder
    : value.length === 1
      ? (options.find((o) => o.value === value[0])?.label ?? value[0])
      : summary(value.length);

/** Desktop multi-select dropdown (the list itself in ./listboxes.tsx, loaded on first use). */
export function MultiPicker(props: MultiPickerProps) {
  const { label, value, options, placeholder, summary, disabled } = props;
  return (
    <LazyPicker
      label={label}
      disabled={disabled}
      face={<PickerFace label={label} text={multiText(value, options, placeholder, summary)} />}
      render={({ MultiListbox }) => <MultiListbox {...props} />}
    />
  );
}
