"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import {
  closeConsentSettings,
  saveConsent,
  useConsent,
  useConsentSettingsOpen,
} from "@/lib/consent/client";
import { CONSENT_BANNER_ID } from "@/lib/consent/cookie";

/**
 * First-visit banner and the settings the footer link reopens (seed 001 §2.7, §4). The server
 * renders it for everyone (cached HTML); a visitor who has chosen never sees it: the script of
 * ConsentBannerGate hides it before the first paint and hydration removes it.
 */
export function ConsentBanner() {
  const { decided } = useConsent();
  const reopened = useConsentSettingsOpen();
  const [customizing, setCustomizing] = useState(false);
  if (decided && !reopened) return null;
  return (
    <section
      id={CONSENT_BANNER_ID}
      // the gate's script may have set `hidden` on the server's copy before hydration
      suppressHydrationWarning
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
      className="fixed inset-x-0 bottom-0 z-50 p-3 md:right-auto md:bottom-4 md:left-4 md:max-w-md md:p-0"
    >
      <div className="rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-slate-200">
        {customizing || reopened ? (
          <ConsentSettings onDone={() => setCustomizing(false)} />
        ) : (
          <ConsentIntro onCustomize={() => setCustomizing(true)} />
        )}
      </div>
    </section>
  );
}

function ConsentIntro({ onCustomize }: { onCustomize: () => void }) {
  const t = useTranslations("consent");
  return (
    <>
      <h2 id="consent-title" className="text-base font-semibold">
        {t("title")}
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        {t("text")}{" "}
        <Link href="/privacy-policy" className="text-primary-700 font-medium underline">
          {t("privacyLink")}
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => saveConsent(true, "accept_all")}>{t("acceptAll")}</Button>
        <Button variant="secondary" onClick={() => saveConsent(false, "reject_all")}>
          {t("rejectAll")}
        </Button>
        <Button variant="link" size="sm" onClick={onCustomize}>
          {t("customize")}
        </Button>
      </div>
    </>
  );
}

function ConsentSettings({ onDone }: { onDone: () => void }) {
  const t = useTranslations("consent");
  const { analytics: current } = useConsent();
  const [analytics, setAnalytics] = useState(current);
  const save = () => {
    saveConsent(analytics, "custom");
    onDone();
  };
  const close = () => {
    closeConsentSettings();
    onDone();
  };
  // Escape closes the settings like the ✕ and every other dialog, recording nothing: a visitor
  // who has not chosen yet is back at the banner (analytics stay off until a choice). Listened to
  // on the document because the footer link that reopens the settings keeps the focus.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !e.defaultPrevented) close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <h2 id="consent-title" className="text-base font-semibold">
          {t("settingsTitle")}
        </h2>
        <button
          type="button"
          onClick={close}
          className="-m-1 rounded p-1 text-slate-500 hover:bg-slate-100"
          aria-label={t("close")}
        >
          <span aria-hidden>✕</span>
        </button>
      </div>
      <ul className="mt-3 space-y-3 text-sm">
        <li className="rounded-xl bg-slate-50 p-3">
          <label className="flex items-center justify-between gap-3 font-medium">
            {t("necessary")}
            <span className="flex items-center gap-2 text-xs font-normal text-slate-500">
              {t("alwaysOn")}
              <input type="checkbox" checked disabled className="accent-primary-600 size-4" />
            </span>
          </label>
          <p className="mt-1 text-slate-600">{t("necessaryDescription")}</p>
        </li>
        <li className="rounded-xl bg-slate-50 p-3">
          <label className="flex items-center justify-between gap-3 font-medium">
            {t("analytics")}
            <input
              type="checkbox"
              checked={analytics}
              onChange={(e) => setAnalytics(e.target.checked)}
              className="accent-primary-600 size-4"
            />
          </label>
          <p className="mt-1 text-slate-600">{t("analyticsDescription")}</p>
        </li>
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={save}>{t("save")}</Button>
        <Button variant="secondary" onClick={() => saveConsent(true, "accept_all")}>
          {t("acceptAll")}
        </Button>
      </div>
    </>
  );
}
