import { Link } from "./components";
import type { CSSProperties, ReactNode } from "react";
import { colors } from "./layout";

const base = {
  display: "inline-block",
  padding: "8px 14px",
  borderRadius: 6,
  fontSize: 14,
  fontWeight: 600,
  textDecoration: "none",
} as const;

const variants = {
  primary: { backgroundColor: colors.accent, color: "#ffffff" },
  secondary: { border: `1px solid ${colors.line}`, color: colors.text },
} as const;

/**
 * An e-mail's call to action: a link drawn as a button with inline styles (mail clients keep no
 * stylesheet). `style` adds spacing around it, e.g. between two buttons in one line.
 */
export function EmailButton({
  href,
  children,
  variant = "primary",
  style,
}: {
  href: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  style?: CSSProperties;
}) {
  return (
    <Link href={href} style={{ ...base, ...style, ...variants[variant] }}>
      {children}
    </Link>
  );
}
