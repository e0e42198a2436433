"use client";
import { useEffect, useRef } from "react";

/**
 * While `dirty`, leaving asks first (seed 001 §4): the browser's own warning on reload, close or
 * an address typed, and `message` in a confirm for a click on a link of this site (a client-side
 * navigation the browser does not guard). `release()` lets a deliberate leave (after saving) go.
 */
export function useLeaveGuard(dirty: boolean, message: string) {
  const released = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (released.current) return;
      e.preventDefault();
      e.returnValue = message; // older browsers show (or at least need) a text
    };
    const onClick = (e: MouseEvent) => {
      if (released.current || e.defaultPrevented || e.button !== 0) return;
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link || link.target === "_blank" || link.hasAttribute("download")) return;
      const to = new URL(link.href, location.href);
      if (to.origin !== location.origin || to.pathname === location.pathname) return;
      if (!window.confirm(message)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, message]);
  return {
    release: () => {
      released.current = true;
    },
  };
}
