import os from "node:os";
import path from "node:path";

// Each Playwright worker has a server of its own (playwright.config.ts starts one per worker): its
// own port, data directory and freshly seeded data, so journeys that change data (publishing,
// moderation, favourites) never meet another worker's.

/**
 * Workers, and so servers: E2E_WORKERS, or one per two cores. A worker keeps about two cores busy
 * (its Chromium and its server): on 2 cores, 2 workers took as long as 1 (accounts, favorites,
 * search and create-ad: 277 s against 274 s).
 */
export const E2E_WORKERS = Math.max(
  1,
  Number(process.env.E2E_WORKERS) || Math.floor(os.availableParallelism() / 2),
);
const BASE_PORT = Number(process.env.E2E_PORT ?? 3300);

export const serverPort = (worker: number) => BASE_PORT + worker;
export const serverUrl = (worker: number) => `http://localhost:${serverPort(worker)}`;
/** The server's DATA_DIR (its outbox, its generated auth secret) under the run's E2E_DATA_DIR. */
export const serverDataDir = (worker: number) =>
  path.join(process.env.E2E_DATA_DIR ?? "", `server-${worker}`);
