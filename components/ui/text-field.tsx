import { forwardRef, type InputHTMLAttributes } from "react";
import { labelled, type LabelledProps } from "./field";

/** A labelled input with its error message tied to it for screen readers. */
export const TextField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & LabelledProps
>(function TextField(props, ref) {
  return labelled(props, (control) => <input ref={ref} {...control} />);
});
