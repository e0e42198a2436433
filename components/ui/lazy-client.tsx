"use client";

import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

const subscribe = () => () => {};
/** false on the server and while hydrating, true once the page is the browser's. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/**
 * A client component whose code loads when it is first rendered in the browser (a dialog, a
 * sheet, a panel opened by a tap), never on the server: what next/dynamic's `ssr: false` did,
 * with React's own lazy and Suspense instead of next/dynamic's loadable machinery (~1.2 kB of
 * every page's JavaScript that used it). `fallback` shows while the code arrives.
 */
export function lazyClient<P extends object>(
  load: () => Promise<Loaded<P>>,
  fallback: ReactNode = null,
) {
  const Lazy = lazy(async () => {
    const loaded = await load();
    return "default" in loaded ? loaded : { default: loaded };
  }) as ComponentType<P>;
  function LazyClient(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyClient;
}
