"use client";
// The consent choice in the browser: a cookie the server can read too (the page-view gate),
// a tiny store so every island reacts at once, and the server log of each decision.
import { useSyncExternalStore } from "react";
import {
  ACCEPT_TYPES,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  consentLogFor,
  parseConsent,
  serializeConsent,
  type ConsentChoice,
} from "./cookie";

const listeners = new Set<() => void>();
let settingsOpen = false;

function subscribe(fn: () => void) {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}
const notify = () => listeners.forEach((fn) => fn());

function cookieValue(): string | null {
  const hit = document.cookie.split("; ").find((c) => c.startsWith(`${CONSENT_COOKIE}=`));
  return hit ? hit.slice(CONSENT_COOKIE.length + 1) : null;
}

// crypto.randomUUID exists only in secure contexts; plain-http hosts get the same v4 by hand.
function newId() {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Saves a decision: cookie first (it applies at once), then the log, whose failure is only logged. */
export function saveConsent(analytics: boolean, acceptType: (typeof ACCEPT_TYPES)[number]) {
  const choice: ConsentChoice = { id: parseConsent(cookieValue())?.id ?? newId(), analytics };
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice)}; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
  settingsOpen = false;
  notify();
  fetch("/api/profile/user-consents/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(consentLogFor(choice, acceptType)),
    keepalive: true,
  }).catch((err) => console.warn("[consent] log failed", err));
}

export function openConsentSettings() {
  settingsOpen = true;
  notify();
}
export function closeConsentSettings() {
  settingsOpen = false;
  notify();
}

/**
 * The current choice. The server renders every page as for a visitor who has not chosen (the HTML
 * is the same for everyone and cached: ARCHITECTURE.md §7 "Page cache and security policy"); the choice
 * applies from hydration on, and ConsentBannerGate hides the banner before the first paint.
 */
export function useConsent() {
  const raw = useSyncExternalStore(subscribe, cookieValue, () => null);
  const choice = parseConsent(raw);
  return { choice, decided: choice !== null, analytics: choice?.analytics ?? false };
}

export function useConsentSettingsOpen() {
  return useSyncExternalStore(
    subscribe,
    () => settingsOpen,
    () => false,
  );
}
