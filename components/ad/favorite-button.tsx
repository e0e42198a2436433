"use client";

import { useRouter } from "@/i18n/navigation";
import { CardIcon } from "./card-icons";
import { routes } from "@/lib/routes";

/**
 * Favourite control. Until favourites are wired (their own issue) it follows the signed-out rule
 * of seed 000 §5: favourite while signed out goes to /profile.
 */
export function FavoriteButton({ label }: { label: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      onClick={() => router.push(routes.profile())}
      aria-label={label}
      title={label}
      className="hover:text-secondary-600 relative z-10 grid size-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
    >
      <CardIcon name="heart" />
    </button>
  );
}
