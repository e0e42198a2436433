"use client";

// The "Další filtry" panel loads when it is first shown (an opened <details> or the phone's
// advanced section), not with the search page.
import { useTranslations } from "next-intl";
import { startTransition, useEffect, useState, type ComponentProps } from "react";
import { lazyClient } from "@/components/ui/lazy-client";

function Loading() {
  const t = useTranslations("searchForm");
  return <p className="py-2 text-sm text-slate-500">{t("loadingFilters")}</p>;
}

const load = () => import("./more-filters").then((m) => m.MoreFilters);
const Panel = lazyClient(load, <Loading />);

/**
 * The panel, rendered after the tap that showed it has painted: its hundred-odd chips are a
 * render of their own, so the section opens at once and the chips follow (its code is fetched
 * meanwhile).
 */
export function MoreFilters(props: ComponentProps<typeof Panel>) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    void load();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return shown ? <Panel {...props} /> : <Loading />;
}
