"use client";

/**
 * A checkbox whose whole row is its label, 44 px tall on phones (seed 001 §2.3's touch targets;
 * the shared Checkbox is a line of text): the car data's flags and the equipment checklist.
 */
export function TickBox({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm hover:bg-slate-50 md:min-h-9"
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="accent-primary-600 size-5 shrink-0"
      />
      <span>{label}</span>
    </label>
  );
}
