import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { buttonClass } from "./button";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "onChange"> & {
  /** the field's caption above it */
  label: ReactNode;
  /** the button's text ("Vybrat soubor") */
  choose: string;
  /** what stands beside the button before a file is chosen ("Žádný soubor nevybrán") */
  none: string;
  file: File | null;
  onFile: (file: File | null) => void;
};

/**
 * One file in the page's language: the browser's own file input writes "Choose File" and "No file
 * chosen" in the browser's language, so it is visually hidden (still reached by Tab and named by
 * the caption and the button's text) inside a label drawn as a button, with the chosen file's name,
 * or `none`, beside it.
 */
export function FilePicker({ label, choose, none, file, onFile, className, ...rest }: Props) {
  const id = useId();
  return (
    <div className={["flex flex-col gap-1 text-sm", className].filter(Boolean).join(" ")}>
      <span id={`${id}-label`} className="font-medium text-slate-700">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <label
          className={buttonClass({
            variant: "secondary",
            className:
              "has-focus-visible:outline-primary-600 relative cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2",
          })}
        >
          <span id={`${id}-choose`}>{choose}</span>
          <input
            type="file"
            className="sr-only"
            aria-labelledby={`${id}-label ${id}-choose`}
            aria-describedby={`${id}-name`}
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
            {...rest}
          />
        </label>
        <span id={`${id}-name`} className="min-w-0 break-all text-slate-600">
          {file ? file.name : none}
        </span>
      </div>
    </div>
  );
}
