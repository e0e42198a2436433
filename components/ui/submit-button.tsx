"use client";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Button } from "./button";

/**
 * Disabled until the form has hydrated: a click (or Enter) before that would submit the plain HTML
 * form, putting the e-mail and password into the URL (seen on a slow first load).
 */
export function SubmitButton({
  busy,
  children,
  disabled,
  className = "w-full",
}: {
  busy?: boolean;
  disabled?: boolean;
  /** Layout only (width, margins); the look is the kit's primary button. */
  className?: string;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      size="lg"
      disabled={busy || disabled || !hydrated}
      aria-busy={busy || undefined}
      className={className}
    >
      {children}
    </Button>
  );
}
