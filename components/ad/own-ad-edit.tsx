"use client";

import { useCurrentUser } from "@/lib/swr/use-current-user";
import { CardIcon } from "./card-icons";

/**
 * The edit control of a result card, shown only to the ad's own seller (seed 000 §6). The page
 * stays the same for everyone (cacheable per URL); the browser asks who is signed in (one request
 * for the whole page, shared with the header) and the control appears over the photo, moving
 * nothing else.
 */
export function OwnAdEdit({ sellerProfileId, href, label }: { sellerProfileId: number | null; href: string; label: string }) {
  const { user } = useCurrentUser();
  if (sellerProfileId === null || user.seller_profile_id !== sellerProfileId) return null;
  return <EditLink href={href} label={label} />;
}

export function EditLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      className="absolute top-2 left-2 z-[3] flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800 shadow hover:bg-white hover:text-primary-700"
    >
      <CardIcon name="edit" className="size-4" />
      {label}
    </a>
  );
}
