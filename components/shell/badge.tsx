import { badgeText } from "@/components/swr/badge-text";

/** The orange new-ads counter ("99+" above 99); its label is read instead of the number. */
export function Badge({
  count,
  label,
  className = "",
}: {
  count: number;
  label: string;
  className?: string;
}) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span
      className={`bg-secondary-700 inline-grid h-5 min-w-5 place-items-center rounded-full px-1.5 text-[11px] leading-none font-bold text-white ${className}`}
    >
      <span aria-hidden>{text}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
