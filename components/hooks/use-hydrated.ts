"use client";
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False in the server HTML and until React has hydrated the island, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
