// What makes two listings one car (ARCHITECTURE.md §4.17): the tolerances in one place.

/** Photos at most this many bits apart (of 64) show the same picture. */
export const HAMMING_MAX = 3;
/** Matching photo pairs a photo match needs (one when either listing has only one hashed photo). */
export const PHOTO_PAIRS_MIN = 2;
/** Mileages of one car's listings differ by at most this (a relist months later); unknown does not block. */
export const MILEAGE_TOLERANCE_KM = 10_000;
/** Listings re-evaluated per round of queries (the import's batch). */
export const MATCH_BATCH = 100;

/** The advisory lock every write of ads.car_id takes (matching, an admin's split): one at a time. */
export const CARS_LOCK = "vozovna:cars";
