import { useId, type SelectHTMLAttributes } from "react";

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select: on phones it opens the system's wheel picker. */
export function SelectField({
  label,
  options,
  placeholder,
  className = "",
  error,
  ...rest
}: {
  label: string;
  options: SelectOption[];
  placeholder: string;
  /** A field error shown under the select, already translated. */
  error?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const errorId = useId();
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-600">
        {label}
        <select
          {...rest}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="focus:border-primary-500 focus:ring-primary-200 h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:ring-2 focus:outline-none aria-invalid:border-red-500"
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <span id={errorId} role="alert" className="text-xs text-red-600">
          {error}
        </span>
      )}
    </div>
  );
}
