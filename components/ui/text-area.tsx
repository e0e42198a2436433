import { forwardRef, type TextareaHTMLAttributes } from "react";
import { controlClass, describedBy, Field } from "./field";

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled multi-line text box, the TextField of longer texts. */
export const TextArea = forwardRef<HTMLTextAreaElement, Props>(function TextArea(
  { label, error, hint, id, className, ...rest },
  ref,
) {
  const inputId = id ?? rest.name ?? "";
  return (
    <Field id={inputId} label={label} error={error} hint={hint} className={className}>
      <textarea
        ref={ref}
        id={inputId}
        {...describedBy(inputId, error, hint)}
        className={controlClass(error)}
        {...rest}
      />
    </Field>
  );
});
