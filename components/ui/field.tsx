import type { ReactNode } from "react";

/** The props a labelled control adds to its element's own. */
/** `warning`: a non-blocking remark (amber), shown instead of the hint and below an error. */
export type LabelledProps = { label: string; error?: string; hint?: string; warning?: string };

/** The look of a text control (input, textarea), red when it has an error. */
export const controlClass = (error?: string) =>
  `focus:ring-primary-500 block w-full rounded-lg border bg-white px-3 py-2 text-base shadow-sm outline-none focus:ring-2 disabled:bg-slate-100 disabled:text-slate-500 ${error ? "border-red-500" : "border-slate-300"}`;

/** The accessibility attributes tying a control `id` to its error or hint. */
export const describedBy = (id: string, error?: string, hint?: string, warning?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error
    ? `${id}-error`
    : warning
      ? `${id}-warning`
      : hint
        ? `${id}-hint`
        : undefined,
});

/** The message under a control: its error, else its warning, else its hint. */
export function FieldMessage({
  id,
  error,
  hint,
  warning,
}: {
  id: string;
  error?: string;
  hint?: string;
  warning?: string;
}) {
  if (error)
    return (
      <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
        {error}
      </p>
    );
  if (warning)
    return (
      <p id={`${id}-warning`} className="mt-1 text-sm text-amber-800">
        {warning}
      </p>
    );
  if (hint)
    return (
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
        {hint}
      </p>
    );
  return null;
}

/** A label above a control (given `describedBy(id, …)`), with its error or hint below. */
export function Field({
  id,
  label,
  error,
  hint,
  warning,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  warning?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      <FieldMessage id={id} error={error} hint={hint} warning={warning} />
    </div>
  );
}

/**
 * A control in its Field (TextField, TextArea): `control` renders the element with the id, the
 * described-by attributes, the look and the element's own props.
 */
export function labelled<P extends { id?: string; name?: string; className?: string }>(
  { label, error, hint, warning, id, className, ...rest }: P & LabelledProps,
  control: (props: Omit<P, "className"> & { id: string; className: string }) => ReactNode,
) {
  const controlId = id ?? rest.name ?? "";
  return (
    <Field
      id={controlId}
      label={label}
      error={error}
      hint={hint}
      warning={warning}
      className={className}
    >
      {control({
        ...describedBy(controlId, error, hint, warning),
        className: controlClass(error),
        ...(rest as unknown as Omit<P, "className" | "id">),
        id: controlId,
      } as Omit<P, "className"> & { id: string; className: string })}
    </Field>
  );
}
