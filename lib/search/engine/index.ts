import "server-only";
import { getEnv } from "@/lib/infra/env";
import { indexEngine } from "./in-process";
import { sqlEngine } from "./sql";
import type { SearchEngine } from "./types";

export type { SearchEngine, UserMatcher } from "./types";

// The one search engine of this process, chosen by SEARCH_INDEX (read once at start-up; tests
// reset the environment between cases): the in-process index (./in-process.ts, the default) or
// plain SQL (./sql.ts). Both answer the same (tests/api/search-cars.test.ts runs the same
// searches through both, lib/search/ad-index.test.ts compares them on random data); the index
// is much faster at size (npm run bench -- --sql).

/** The search engine of this process. */
export const searchEngine = (): SearchEngine => (getEnv().SEARCH_INDEX ? indexEngine : sqlEngine);
