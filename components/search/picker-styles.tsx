import type { ReactNode } from "react";
import { CheckIcon, ChevronDownIcon } from "@/components/ui/icons";

export const pickerButton =
  "flex h-10 w-full min-w-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-2 text-left text-sm text-slate-900 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-200 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400";
export const pickerOptions =
  "z-40 max-h-80 w-(--button-width) min-w-56 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg [--anchor-gap:4px] focus:outline-none";
export const pickerOption =
  "flex cursor-pointer items-center gap-2 px-3 py-1.5 text-slate-800 select-none data-disabled:cursor-not-allowed data-disabled:opacity-40 data-focus:bg-primary-50 data-selected:font-semibold";

export function ChevronIcon() {
  return <ChevronDownIcon className="ml-auto size-4 shrink-0 text-slate-500" />;
}

export function CheckMark({ on }: { on: boolean }) {
  return (
    <span
      aria-hidden
      className={`grid size-4 shrink-0 place-items-center rounded border ${on ? "border-primary-600 bg-primary-600 text-white" : "border-slate-400"}`}
    >
      {on && <CheckIcon className="size-3" />}
    </span>
  );
}

/** A desktop picker's button content, named by its label and its choice ("Značka Škoda"). */
export function PickerFace({
  label,
  icon,
  text,
}: {
  label: string;
  icon?: ReactNode;
  text: string;
}) {
  return (
    <>
      <span className="sr-only">{label}</span>
      {icon}
      <span className="truncate">{text}</span>
      <ChevronIcon />
    </>
  );
}
