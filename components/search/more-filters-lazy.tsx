"use client";

// The "Další filtry" panel loads when it is first shown (an opened <details> or the phone's
// advanced section), not with the search page.
import { useTranslations } from "next-intl";
import { lazyClient } from "@/components/ui/lazy-client";

function Loading() {
  const t = useTranslations("searchForm");
  return <p className="py-2 text-sm text-slate-500">{t("loadingFilters")}</p>;
}

export const MoreFilters = lazyClient(
  () => import("./more-filters").then((m) => m.MoreFilters),
  <Loading />,
);
