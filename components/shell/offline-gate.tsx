"use client";

import { useEffect, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { OfflineIcon } from "@/components/ui/icons";

// Once the connection drops, the screen stays until Retry reloads the page: whatever failed to
// load meanwhile comes back fresh.
let wentOffline = false;

function subscribe(fn: () => void) {
  window.addEventListener("online", fn);
  window.addEventListener("offline", fn);
  return () => {
    window.removeEventListener("online", fn);
    window.removeEventListener("offline", fn);
  };
}
function isOffline() {
  if (!navigator.onLine) wentOffline = true;
  return wentOffline;
}

/**
 * When the browser goes offline the 'No Internet Connection' screen replaces every route; the
 * page underneath is only hidden, so nothing typed is lost. Also unregisters any service
 * worker left by an earlier version of the site (seed 001 §4, start-up).
 */
export function OfflineGate({ children }: { children: React.ReactNode }) {
  const online = !useSyncExternalStore(subscribe, isOffline, () => false);
  useEffect(() => {
    navigator.serviceWorker
      ?.getRegistrations()
      .then((regs) => regs.forEach((r) => void r.unregister()))
      .catch(() => {});
  }, []);
  return (
    <>
      <div hidden={!online} className={online ? "contents" : "hidden"}>
        {children}
      </div>
      {!online && <OfflineScreen />}
    </>
  );
}

function OfflineScreen() {
  const t = useTranslations("offline");
  return (
    <main role="alert" className="grid min-h-dvh place-items-center bg-slate-50 p-6 text-center">
      <div className="max-w-sm">
        <OfflineIcon className="mx-auto size-16 text-slate-400" />
        <h1 className="mt-4 text-2xl font-bold">{t("title")}</h1>
        <p className="mt-2 text-slate-600">{t("text")}</p>
        <Button size="lg" onClick={() => window.location.reload()} className="mt-6">
          {t("retry")}
        </Button>
      </div>
    </main>
  );
}
