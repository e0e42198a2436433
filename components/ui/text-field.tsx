import { forwardRef, type InputHTMLAttributes } from "react";
import { controlClass, describedBy, Field } from "./field";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input with its error message tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, hint, id, className, ...rest },
  ref,
) {
  const inputId = id ?? rest.name ?? "";
  return (
    <Field id={inputId} label={label} error={error} hint={hint} className={className}>
      <input
        ref={ref}
        id={inputId}
        {...describedBy(inputId, error, hint)}
        className={controlClass(error)}
        {...rest}
      />
    </Field>
  );
});
