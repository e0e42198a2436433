"use client";
import { useHydrated } from "@/lib/hooks/use-hydrated";

/**
 * Disabled until the form has hydrated: a click (or Enter) before that would submit the plain HTML
 * form, putting the e-mail and password into the URL (seen on a slow first load).
 */
export function SubmitButton({
  busy,
  children,
  disabled,
}: {
  busy?: boolean;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={busy || disabled || !hydrated}
      aria-busy={busy || undefined}
      className="bg-primary-600 hover:bg-primary-700 w-full rounded-lg px-4 py-2.5 font-semibold text-white shadow-sm disabled:cursor-not-allowed disabled:opacity-60"
    >
      {children}
    </button>
  );
}
