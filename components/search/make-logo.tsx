import { asciiName } from "@/lib/registry/slug";

/** A lettermark in the make's colour (logo files are looked up by ASCII name when they exist). */
export function MakeLogo({ name, color }: { name: string; color: string | null }) {
  return (
    <span
      aria-hidden
      data-logo={asciiName(name)}
      className="grid size-6 shrink-0 place-items-center rounded-full text-[11px] font-bold text-white"
      style={{ backgroundColor: color ?? "#475569" }}
    >
      {asciiName(name).slice(0, 2)}
    </span>
  );
}
