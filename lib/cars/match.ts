import "server-only";
import { writeCarIds } from "@/lib/ads/mutations-cars";
import { rawTransaction, type RawQuery } from "@/lib/infra/db/client";
import { CarState } from "./clusters";
import {
  carMembers,
  listingsByVin,
  nearPhotoPairs,
  readListings,
  splitsOf,
  type Listing,
} from "./facts";
import { CARS_LOCK, MATCH_BATCH } from "./rules";
import { Evidence, sameCarEvidence } from "./same-car";

// Keeps ads.car_id right (ARCHITECTURE.md §4.17): each listing given is matched again against every
// listing by VIN and by photos (indexed lookups, lib/cars/facts.ts), then joins, merges or leaves
// cars (lib/cars/clusters.ts). One transaction per batch under one advisory lock, so two writers
// never leave a car half merged; only differing car ids are written.

/** Rounds of re-matching the listings left behind in a car a listing left. */
const MAX_ROUNDS = 3;

/** Reads the listings, their candidates and every car and split they touch into `state`. */
async function load(query: RawQuery, state: CarState, ids: number[]) {
  const mine = await readListings(query, ids);
  const vins = [...new Set(mine.map((l) => l.vin).filter((v): v is string => !!v))];
  const [byVin, pairs] = await Promise.all([
    listingsByVin(query, vins),
    nearPhotoPairs(query, mine),
  ]);
  const known = new Map(mine.map((l) => [l.id, l]));
  const others = [...new Set([...byVin, ...pairs.map(([, other]) => other)])];
  const more = await readListings(
    query,
    others.filter((id) => !known.has(id)),
  );
  for (const l of more) known.set(l.id, l);
  for (const l of known.values()) state.know(l.id, l.carId);
  const cars = new Set<number>();
  for (const l of known.values()) if (l.carId !== null) cars.add(l.carId);
  for (const m of await carMembers(query, [...cars])) state.know(m.id, m.car_id);
  for (const s of await splitsOf(query, state.ids())) state.split(s.ad_id, s.other_ad_id);
  return { mine, known, pairs };
}

/** The listings `l` is one car with, and how that is known. */
function matchesOf(l: Listing, known: Map<number, Listing>, near: Map<number, Set<number>>) {
  const candidates = new Set(near.get(l.id) ?? []);
  if (l.vin) for (const k of known.values()) if (k.vin === l.vin) candidates.add(k.id);
  return [...candidates]
    .map((id) => ({ id, evidence: sameCarEvidence(l, known.get(id)!) }))
    .filter((m) => m.evidence !== Evidence.None);
}

/** One batch, in the caller's transaction; answers the listings left behind to match again. */
async function matchBatch(query: RawQuery, state: CarState, ids: number[]) {
  const { mine, known, pairs } = await load(query, state, ids);
  const near = new Map<number, Set<number>>();
  for (const [a, b] of pairs) near.set(a, (near.get(a) ?? new Set()).add(b));
  const recheck = new Set<number>();
  for (const l of mine.sort((a, b) => a.id - b.id))
    for (const id of state.place(l.id, matchesOf(l, known, near))) recheck.add(id);
  return [...recheck];
}

/**
 * Matches these listings again (after they were written: new, edited, re-imported, archived…)
 * and answers every ad whose car changed, the other listings of merged or split cars included.
 */
export async function matchCars(adIds: number[]): Promise<number[]> {
  const ids = [...new Set(adIds)];
  const changed = new Set<number>();
  for (let i = 0; i < ids.length; i += MATCH_BATCH) {
    const batch = ids.slice(i, i + MATCH_BATCH);
    const writes = await rawTransaction(async (query) => {
      await query("SELECT pg_advisory_xact_lock(hashtext($1))", [CARS_LOCK]);
      const state = new CarState();
      let next = batch;
      for (let round = 0; round < MAX_ROUNDS && next.length; round++)
        next = await matchBatch(query, state, next);
      const rows = state.changes();
      await writeCarIds(query, rows);
      return rows;
    });
    for (const r of writes) changed.add(r.id);
  }
  return [...changed];
}
