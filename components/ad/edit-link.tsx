import { CardIcon } from "./card-icons";

/** The edit control of a result card, over the photo's corner (components/ad/card-actions.tsx decides when). */
export function EditLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      className="hover:text-primary-700 absolute top-2 left-2 z-[3] flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800 shadow hover:bg-white"
    >
      <CardIcon name="edit" className="size-4" />
      {label}
    </a>
  );
}
