export function SubmitButton({
  busy,
  children,
  disabled,
}: {
  busy?: boolean;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className="bg-primary-600 hover:bg-primary-700 w-full rounded-lg px-4 py-2.5 font-semibold text-white shadow-sm disabled:cursor-not-allowed disabled:opacity-60"
    >
      {children}
    </button>
  );
}
