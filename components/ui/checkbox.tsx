import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { describedBy, FieldMessage } from "./field";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: ReactNode;
  error?: string;
};

/** A checkbox with its label beside it and its error below. */
export const Checkbox = forwardRef<HTMLInputElement, Props>(function Checkbox(
  { label, error, id, className, ...rest },
  ref,
) {
  const inputId = id ?? rest.name ?? "";
  return (
    <div className={className}>
      <label className="flex items-start gap-2 text-sm">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          {...describedBy(inputId, error)}
          className="mt-0.5 size-4"
          {...rest}
        />
        <span>{label}</span>
      </label>
      <FieldMessage id={inputId} error={error} />
    </div>
  );
});
