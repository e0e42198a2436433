import "server-only";
import type { Listing } from "@/server/page-cache/invalidate";
import { getDb, type Db } from "@/lib/infra/db/client";
import { removeAdPhoto } from "@/lib/media/photos";
import { flagDuplicateVin } from "@/lib/moderation/vin-flags";
import { adsChanged } from "./changed";
import type { AdPhoto } from "./mutations";

// The one write pipeline of ads (issue 28): every change to an ad runs as a `change` inside one
// transaction, which also queues the jobs it causes (translation, e-mails: they commit with it);
// after commit one ordered list of effects runs, each idempotent, retried on failure and never
// undone: car matching, this process's search index and the page cache (adsChanged), the
// duplicate-VIN flag, then the removal of stored photo files nothing uses any more. Photo files
// stored before the transaction are removed only when it did not commit.

type StoredPhoto = Pick<AdPhoto, "storageKey" | "width">;

/** What a change wrote, for the effects after commit. */
export interface AdWrite<T> {
  /** the caller's answer */
  result: T;
  /** the ads written ("all": many, unnamed); empty: nothing changed, no effect runs */
  ads: number[] | "all";
  /** the makes and models the ads were listed under before (their landing pages change too) */
  previous?: Listing[];
  /** ads whose VIN was set or changed: checked against other sellers' active ads */
  vinSet?: number[];
  /** stored photos no ad uses any more: their files are removed after commit */
  unusedPhotos?: StoredPhoto[];
}

/** Tries of an effect before it is given up (and logged): the next write or the index's poll repairs it. */
const TRIES = 3;

async function effect(name: string, run: () => Promise<unknown>) {
  for (let attempt = 1; ; attempt++) {
    try {
      await run();
      return;
    } catch (err) {
      if (attempt >= TRIES) {
        console.error(`[ads] ${name} failed after commit (${TRIES} tries):`, err);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** The effects of a committed write, in order; none throws. */
export async function afterCommit(w: Omit<AdWrite<unknown>, "result">) {
  if (w.ads === "all" || w.ads.length > 0)
    await effect(`telling the index and the page cache about ads ${w.ads}`, () =>
      adsChanged(w.ads, w.previous),
    );
  for (const id of w.vinSet ?? [])
    await effect(`checking the VIN of ad ${id}`, () => flagDuplicateVin(id));
  for (const photo of w.unusedPhotos ?? [])
    await effect(`removing photo ${photo.storageKey}`, () => removeAdPhoto(photo));
}

/**
 * Runs `change` in one transaction, then the effects of what it wrote. `storedBefore`: photo
 * files stored for this write before it began, removed when the transaction does not commit.
 */
export async function writeAds<T>(
  change: (tx: Db) => Promise<AdWrite<T>>,
  { storedBefore = [], db = getDb() }: { storedBefore?: StoredPhoto[]; db?: Db } = {},
): Promise<T> {
  let written: AdWrite<T>;
  try {
    written = await db.transaction(change);
  } catch (err) {
    // not committed: nothing points at the photos stored for it
    await Promise.all(storedBefore.map((p) => removeAdPhoto(p).catch(() => {})));
    throw err;
  }
  await afterCommit(written);
  return written.result;
}
