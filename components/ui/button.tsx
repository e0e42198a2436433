import { forwardRef, type ButtonHTMLAttributes } from "react";

const VARIANTS = {
  primary: "bg-primary-600 font-semibold text-white shadow-sm hover:bg-primary-700",
  /** The orange call to action ("Přidat inzerát", "Odeslat kód"). */
  accent: "bg-secondary-700 font-semibold text-white hover:bg-secondary-800",
  secondary: "border border-slate-300 bg-white font-semibold text-slate-800 hover:bg-slate-50",
  ghost: "font-medium text-slate-700 hover:bg-slate-100",
  danger: "bg-red-600 font-semibold text-white hover:bg-red-700",
  /** A destructive action beside others, without the weight of `danger`. */
  "danger-ghost": "font-semibold text-red-700 hover:bg-red-50",
  link: "font-medium text-primary-700 underline hover:bg-primary-50",
} as const;

const SIZES = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2 text-sm",
  lg: "px-5 py-2.5",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;
export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The classes of a button, for a `<Link>` or `<a>` that looks like one. */
export function buttonClass({ variant = "primary", size = "md", className }: ButtonStyle = {}) {
  return [
    "inline-flex items-center justify-center gap-2 rounded-lg text-center",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
    "disabled:cursor-not-allowed disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & Omit<ButtonStyle, "className">;

/** A button in one of the kit's looks; `type` defaults to "button", not the HTML "submit". */
export const Button = forwardRef<HTMLButtonElement, Props>(function Button(
  { variant, size, className, type = "button", ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} {...rest} className={buttonClass({ variant, size, className })} />
  );
});
