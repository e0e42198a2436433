"use client";

import { useMemo } from "react";
import { useTranslations } from "next-intl";
import useSWR, { mutate as mutateKey } from "swr";
import { AdCard } from "@/components/ad/ad-card";
import { cardPriority } from "@/components/ad/photo-priority";
import { AdCardSkeleton } from "@/components/search/results-area";
import { swrKeys } from "@/components/swr/keys";
import { useGuestFavorites } from "@/components/swr/use-favorite-ids";
import { buttonClass } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Link } from "@/i18n/navigation";
import { clearGuestFavorites, readGuestFavorites } from "@/lib/favorites/guest-store";
import type { FavoriteCards } from "@/lib/favorites/schemas";
import { apiFetch } from "@/lib/infra/api/client";
import { RETURN_TO_PARAM } from "@/lib/infra/security/return-to";
import { FavoritesEmpty } from "./favorites-empty";
import { FavoritesView } from "./favorites-view";

/**
 * The cards of the asked ads; an ad the answer lacks has left the site (deleted) and is
 * forgotten in this browser too, so it holds no place under the cap.
 */
async function fetchCards(key: string): Promise<FavoriteCards> {
  const data = await apiFetch<FavoriteCards>(key, { noRedirect: true });
  const asked = (new URL(key, "http://x").searchParams.get("ids") ?? "").split(",").map(Number);
  const found = new Set(data.results.map((c) => c.id));
  const gone = asked.filter((id) => !found.has(id));
  if (gone.length) {
    clearGuestFavorites(gone);
    void mutateKey(swrKeys.guestFavorites, readGuestFavorites(), { revalidate: false });
  }
  return data;
}

/**
 * /favorites signed out (issue 31): the ads saved in this browser as the signed-in list shows
 * them (make chips, compare, archived apart, the price change since saving), and the sign-in
 * that keeps them on every device. `next`: this page's path, to come back to.
 */
export function GuestFavorites({ next }: { next: string }) {
  const t = useTranslations("favorites");
  const { items } = useGuestFavorites();
  const ids = useMemo(() => (items ?? []).map((i) => i.id), [items]);
  const saved = useMemo(() => new Map((items ?? []).map((i) => [i.id, i.price])), [items]);
  const { data, error, mutate } = useSWR<FavoriteCards>(
    ids.length ? swrKeys.favoriteCards(ids) : null,
    fetchCards,
    // a heart taken away shortens the list: the cards shown stay until the shorter answer
    { keepPreviousData: true, revalidateOnFocus: false },
  );

  const hint = (
    <div className="flex flex-col gap-1 text-sm text-slate-600">
      <p>
        {t.rich("guestHint", {
          link: (chunks) => (
            <Link
              href={{ pathname: "/accounts/login", query: { [RETURN_TO_PARAM]: next } }}
              className="text-primary-700 font-semibold underline"
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
      <p>{t("guestText")}</p>
    </div>
  );

  let body;
  if (items !== undefined && ids.length === 0) body = <FavoritesEmpty />;
  else if (error && !data)
    body = (
      <FormAlert>
        <span className="flex flex-wrap items-center gap-3">
          {t("guestLoadFailed")}
          <button
            type="button"
            onClick={() => void mutate()}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            {t("retry")}
          </button>
        </span>
      </FormAlert>
    );
  else if (!data)
    body = (
      <div role="status" aria-label={t("loading")} className="grid gap-4">
        <AdCardSkeleton />
        <AdCardSkeleton />
      </div>
    );
  else
    body = (
      <FavoritesView
        items={data.results.map((ad, i) => ({
          id: ad.id,
          make: ad.make,
          title: ad.title,
          archived: ad.archived,
          card: <AdCard ad={ad} savedPrice={saved.get(ad.id)} priority={cardPriority(i)} />,
        }))}
      />
    );

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        {hint}
      </header>
      {body}
    </div>
  );
}
