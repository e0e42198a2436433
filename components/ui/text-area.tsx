import { forwardRef, type TextareaHTMLAttributes } from "react";
import { labelled, type LabelledProps } from "./field";

/** A labelled multi-line text box, the TextField of longer texts. */
export const TextArea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & LabelledProps
>(function TextArea(props, ref) {
  return labelled(props, (control) => <textarea ref={ref} {...control} />);
});
