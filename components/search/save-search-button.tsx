"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { getPathname, Link, useRouter } from "@/i18n/navigation";
import { apiFetch } from "@/lib/infra/api/client";
import { isCode } from "@/lib/infra/errors";
import { rememberAction } from "@/lib/auth/pending-action";
import { returnToQuery } from "@/lib/infra/security/return-to";
import { routes } from "@/lib/routes";
import { defaultSearchName } from "@/lib/saved-searches/naming";
import type { CreateSavedSearchInput } from "@/lib/saved-searches/schemas";
// from the zod-free module: this button is on the home page's first load
import { savedSearchAnchor } from "@/lib/saved-searches/tracking";
import { catalogItems, hasFormFilter, type FormState, searchHref } from "@/lib/search/form-state";
import { filterEntries, invertedRanges } from "@/lib/search/filter-url";
import type { Ordering } from "@/lib/search/constants";
import { swrKeys } from "@/components/swr/keys";
import { useCurrentUser } from "@/components/swr/use-current-user";
import { revalidateSavedSearches } from "@/components/swr/use-saved-searches";

/** Seed 000 §8: the success message and its hint stay 4 s. */
export const SAVED_NOTICE_MS = 4000;

type Notice = "saved" | "exists" | "error" | "limit" | null;

/** The body of POST /api/saved-searches/ for the form's state (seed 000 §7). */
function saveBody(state: FormState, uri: string, fallbackName: string): CreateSavedSearchInput {
  const filters: Record<string, string | string[]> = Object.fromEntries(filterEntries(state));
  if (state.make) filters.make = [state.make];
  return {
    name: defaultSearchName(
      state.make,
      state.models.map((m) => m.model),
      fallbackName,
    ),
    filters,
    catalog_filter: catalogItems(state.make, state.models),
    notification_frequency: "daily",
    uri,
  };
}

/** The search form's Save search button (seed 000 §2.3, §5, §8), desktop and phone alike. */
export function SaveSearchButton({ state, ordering }: { state: FormState; ordering?: Ordering }) {
  const t = useTranslations("searchForm");
  const locale = useLocale();
  const router = useRouter();
  const { signedIn, isLoading } = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  /** The entry a save found already stored, for the notice's link. */
  const [existing, setExisting] = useState<number | null>(null);
  useEffect(() => {
    if (notice !== "saved" && notice !== "exists") return;
    const timer = setTimeout(() => setNotice(null), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const canSave = hasFormFilter(state) && invertedRanges(state).length === 0;

  const save = async () => {
    const uri = getPathname({ href: searchHref(state, { ordering }), locale });
    const body = saveBody(state, uri, t("savedSearches.defaultName"));
    if (!signedIn && !isLoading) {
      // saved once the sign-in brings the user back (components/shell/pending-actions.tsx)
      rememberAction({ kind: "saveSearch", body });
      router.push(
        `${routes.profile()}?${returnToQuery(window.location.pathname + window.location.search)}`,
      );
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await apiFetch(swrKeys.savedSearches, {
        method: "POST",
        body,
      });
      setNotice("saved");
      void revalidateSavedSearches();
    } catch (err) {
      if (isCode(err, "conflict.saved_search_exists")) {
        setExisting(Number(err.extra?.saved_search_id) || null);
        setNotice("exists");
      } else setNotice(isCode(err, "bad_request.saved_search_limit") ? "limit" : "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="relative">
      <button
        type="button"
        onClick={save}
        disabled={!canSave || busy}
        title={canSave ? undefined : t("saveSearchHint")}
        className="border-primary-600 text-primary-700 hover:bg-primary-50 h-10 w-full rounded-lg border px-4 text-sm font-semibold whitespace-nowrap disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent"
      >
        {t("saveSearch")}
      </button>
      <div aria-live="polite" className="absolute top-full right-0 z-20 mt-2 w-72 max-w-[80vw]">
        {(notice === "saved" || notice === "exists") && (
          <p
            role="status"
            className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900 shadow-md"
          >
            {notice === "saved" && <strong className="block">{t("savedSearches.success")}</strong>}
            {t.rich(notice === "saved" ? "savedSearches.hint" : "savedSearches.exists", {
              link: (chunks) => (
                <Link
                  href={
                    routes.savedSearches +
                    (existing && notice === "exists" ? `#${savedSearchAnchor(existing)}` : "")
                  }
                  className="font-semibold underline"
                >
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
        {(notice === "error" || notice === "limit") && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 shadow-md"
          >
            {t(notice === "limit" ? "savedSearches.limit" : "savedSearches.error")}
          </p>
        )}
      </div>
    </div>
  );
}
