import { Link } from "@/i18n/navigation";
import { PencilIcon } from "@/components/ui/icons";
import { routes } from "@/lib/routes";

/** The ad page's rounded secondary action (Edit, Archive, Renew's neighbours). */
export const PILL =
  "inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50";

/**
 * "Upravit" (or "Upravit (Admin)") on the ad page, active or archived: the edit screen decides
 * again who may edit (seed 001 §2.3). A result card's edit control is components/ad/edit-link.tsx.
 */
export function EditAdLink({ adId, label }: { adId: number; label: string }) {
  return (
    <Link href={routes.adEdit(adId)} className={PILL}>
      <PencilIcon className="size-4" />
      {label}
    </Link>
  );
}
