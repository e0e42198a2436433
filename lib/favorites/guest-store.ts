// Favourites of a signed-out visitor (issue 31), kept in this browser until a sign-in merges them
// into the account (components/shell/pending-actions.tsx). Client-safe; every function survives
// storage that is blocked or full (private mode), corrupt JSON and another version's data: it
// reads as no favourites and never throws.

export const GUEST_FAVORITES_KEY = "vozovna.favorites";
/** At most this many favourites without an account (the server takes no more in one merge). */
export const GUEST_FAVORITES_MAX = 50;
const VERSION = 1;
const ID_MAX = 2_147_483_647;

/** One saved ad: its price when saved (for the "price dropped" hint) and when (ISO time). */
export interface GuestFavorite {
  id: number;
  price: number | null;
  at: string;
}

/** What a change came to: "unavailable" when the browser keeps no storage for the site. */
export type GuestChange = "added" | "removed" | "full" | "unavailable";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // SecurityError: storage disabled for the site
    return null;
  }
}

const isId = (v: unknown): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= ID_MAX;

function toItem(raw: unknown): GuestFavorite | null {
  if (!raw || typeof raw !== "object") return null;
  const { id, price, at } = raw as Record<string, unknown>;
  if (!isId(id)) return null;
  const validPrice = typeof price === "number" && Number.isInteger(price) && price >= 0;
  const validAt = typeof at === "string" && !Number.isNaN(Date.parse(at));
  return {
    id,
    price: validPrice ? price : null,
    at: validAt ? at : new Date(0).toISOString(),
  };
}

/** The saved ads, newest first; junk entries and repeats are dropped, never more than the cap. */
export function readGuestFavorites(): GuestFavorite[] {
  try {
    const raw = storage()?.getItem(GUEST_FAVORITES_KEY);
    if (!raw) return [];
    const data = JSON.parse(raw) as { v?: unknown; items?: unknown } | null;
    if (!data || data.v !== VERSION || !Array.isArray(data.items)) return [];
    const seen = new Set<number>();
    const items: GuestFavorite[] = [];
    for (const entry of data.items) {
      const item = toItem(entry);
      if (!item || seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
    return items.slice(0, GUEST_FAVORITES_MAX);
  } catch {
    return [];
  }
}

function write(items: GuestFavorite[]): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(GUEST_FAVORITES_KEY, JSON.stringify({ v: VERSION, items }));
    return true;
  } catch {
    // QuotaExceededError (Safari's private mode has a quota of 0)
    return false;
  }
}

/** Saves the ad with its current price, first in the list; "full" at the cap. */
export function addGuestFavorite(
  { id, price }: { id: number; price: number | null },
  now: Date = new Date(),
): GuestChange {
  const items = readGuestFavorites();
  if (items.some((i) => i.id === id)) return "added";
  if (items.length >= GUEST_FAVORITES_MAX) return "full";
  const item: GuestFavorite = { id, price, at: now.toISOString() };
  return write([item, ...items]) ? "added" : "unavailable";
}

export function removeGuestFavorite(id: number): GuestChange {
  const items = readGuestFavorites();
  const rest = items.filter((i) => i.id !== id);
  if (rest.length === items.length) return "removed";
  return write(rest) ? "removed" : "unavailable";
}

/** Forgets these ads (gone from the site), or all of them (merged into the account). */
export function clearGuestFavorites(ids?: readonly number[]): void {
  try {
    if (!ids) {
      storage()?.removeItem(GUEST_FAVORITES_KEY);
      return;
    }
    const drop = new Set(ids);
    const items = readGuestFavorites();
    if (items.some((i) => drop.has(i.id))) write(items.filter((i) => !drop.has(i.id)));
  } catch {
    // storage blocked: nothing was kept either
  }
}

/** A change another tab made to the saved ads (`storage` event; a null key is a clear()). */
export const isGuestFavoritesChange = (e: StorageEvent) =>
  e.key === GUEST_FAVORITES_KEY || e.key === null;
