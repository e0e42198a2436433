import os from "node:os";
import path from "node:path";

// Each Playwright worker has a server of its own (playwright.config.ts starts one per worker): its
// own port, data directory and freshly seeded data, so journeys that change data (publishing,
// moderation, favourites) never meet another worker's.

/**
 * Workers, and so servers: E2E_WORKERS, or one per core. The whole suite on 2 cores in Chromium's
 * headless shell: 5.7 min with 2 workers, 7.7 min with 1 (same build, quiet machine). In the full
 * browser, whose UI process cost ~30 % more CPU, 2 workers had taken as long as 1.
 */
export const E2E_WORKERS = Math.max(
  1,
  Number(process.env.E2E_WORKERS) || os.availableParallelism(),
);
const BASE_PORT = Number(process.env.E2E_PORT ?? 3300);

export const serverPort = (worker: number) => BASE_PORT + worker;
export const serverUrl = (worker: number) => `http://localhost:${serverPort(worker)}`;
/** The server's DATA_DIR (its outbox, its generated auth secret) under the run's E2E_DATA_DIR. */
export const serverDataDir = (worker: number) =>
  path.join(process.env.E2E_DATA_DIR ?? "", `server-${worker}`);
