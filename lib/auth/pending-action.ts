"use client";
// An action started signed out (a heart, Save search, Report) and interrupted by the sign-in it
// led to: remembered in this browser, then completed on the page it started on once the user is
// back signed in (issue 27). localStorage, not sessionStorage: e-mail verification opens the
// return link in another tab. One action at a time (the last click wins), kept for an hour.
import type { CreateSavedSearchInput } from "@/lib/saved-searches/schemas";

export type PendingAction =
  | { kind: "favorite"; adId: number }
  | { kind: "saveSearch"; body: CreateSavedSearchInput }
  | { kind: "report"; adId: number };

type Stored = PendingAction & { path: string; at: number };

const KEY = "vozovna.pendingAction";
export const PENDING_ACTION_TTL_MS = 60 * 60 * 1000;

function read(): Stored | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "null") as Stored | null;
    if (stored && Date.now() - stored.at <= PENDING_ACTION_TTL_MS) return stored;
    localStorage.removeItem(KEY);
  } catch {
    // storage blocked or a malformed entry: nothing to complete
  }
  return null;
}

/** Remembers `action` for the page the user is on (its path, language prefix included). */
export function rememberAction(action: PendingAction) {
  try {
    const stored: Stored = { ...action, path: location.pathname, at: Date.now() };
    localStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // storage blocked: the sign-in still brings the user back, without the action
  }
}

/**
 * The remembered action of this page if `match` accepts it, removed so that it runs once; an
 * action of another page stays for its page.
 */
export function takeAction<K extends PendingAction["kind"]>(
  kind: K,
  match: (action: Extract<PendingAction, { kind: K }>) => boolean = () => true,
): Extract<PendingAction, { kind: K }> | null {
  const stored = read();
  if (!stored || stored.kind !== kind || stored.path !== location.pathname) return null;
  const action = stored as unknown as Extract<PendingAction, { kind: K }>;
  if (!match(action)) return null;
  localStorage.removeItem(KEY);
  return action;
}
