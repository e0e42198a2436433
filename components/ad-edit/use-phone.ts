"use client";
import { useSyncExternalStore } from "react";

/** Below 768 px (ARCHITECTURE.md §4.2): the phone layout. */
const PHONE = "(max-width: 767px)";

const media = () =>
  typeof window !== "undefined" && window.matchMedia ? window.matchMedia(PHONE) : null;

/** Whether the screen is a phone's; false on the server and where matchMedia is missing. */
export function usePhone(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const m = media();
      m?.addEventListener("change", onChange);
      return () => m?.removeEventListener("change", onChange);
    },
    () => media()?.matches ?? false,
    () => false,
  );
}
