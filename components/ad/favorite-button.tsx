"use client";

import { useRouter } from "@/i18n/navigation";

/**
 * Favourite control. Until favourites are wired (their own issue) it follows the signed-out rule
 * of seed 000 §5: favourite while signed out goes to /profile.
 */
export function FavoriteButton({ label }: { label: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      onClick={() => router.push("/profile")}
      aria-label={label}
      title={label}
      className="relative z-10 grid size-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-secondary-600"
    >
      <svg aria-hidden viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}
