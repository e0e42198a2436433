"use client";

import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from "react";
import { useRouter } from "@/i18n/navigation";

/** Seed 000 §4: a page change scrolls to the results, waits 1 s, then loads. */
export const PAGE_CHANGE_DELAY_MS = 1000;
export const RESULTS_ID = "results";

interface SearchNav {
  /** true while new results are on their way (the list is dimmed and not clickable) */
  pending: boolean;
  /** `toResults` scrolls to the results section, `toTop` to the top of the page, before the wait. */
  navigate: (
    href: string,
    opts?: { delayMs?: number; toResults?: boolean; toTop?: boolean },
  ) => void;
}

// Two contexts: `navigate` never changes, so the form, the sort and the pages that only navigate
// are not rendered again when `pending` flips (twice a navigation; the form's render was most of a
// sort change's input delay on a slow phone).
const NavigateCtx = createContext<SearchNav["navigate"]>(() => {});
const PendingCtx = createContext(false);
/** The navigation alone: a component that uses this is not rendered again while results load. */
export const useSearchNavigate = () => useContext(NavigateCtx);
export const useSearchNav = (): SearchNav => ({
  pending: useContext(PendingCtx),
  navigate: useContext(NavigateCtx),
});

/** Client navigation of a list in the URL (search filters, sort and page; a seller's ad pages). */
export function SearchNavProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [transitioning, startTransition] = useTransition();
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const navigate = useCallback<SearchNav["navigate"]>(
    (href, opts = {}) => {
      clearTimeout(timer.current);
      if (opts.toResults)
        document.getElementById(RESULTS_ID)?.scrollIntoView({ behavior: "smooth", block: "start" });
      if (opts.toTop) window.scrollTo({ top: 0, behavior: "smooth" });
      const go = () => {
        setWaiting(false);
        startTransition(() => router.push(href, { scroll: false }));
      };
      if (opts.delayMs) {
        setWaiting(true);
        timer.current = setTimeout(go, opts.delayMs);
      } else go();
    },
    [router],
  );
  return (
    <NavigateCtx.Provider value={navigate}>
      <PendingCtx.Provider value={transitioning || waiting}>{children}</PendingCtx.Provider>
    </NavigateCtx.Provider>
  );
}
