import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_WORKERS, serverDataDir, serverPort, serverUrl } from "./tests/e2e/servers";

// Playwright drives Debian's Chromium against the production build (browsers cannot be
// downloaded here: never run `npx playwright install`).
// Fixed once here and inherited by the workers, so tests can read their server's outbox files.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "vozovna-e2e-"));
// One demo picture pool for every server: Playwright starts its web servers one after another,
// so the first renders the pool into its uploads (22 s of a 31-s start) and the others find it
// complete through a link (lib/pictures/demo-pool.ts renders only what is missing).
const demoPool = path.join(serverDataDir(0), "uploads", "demo");
fs.mkdirSync(demoPool, { recursive: true });
for (let worker = 1; worker < E2E_WORKERS; worker++) {
  const uploads = path.join(serverDataDir(worker), "uploads");
  fs.mkdirSync(uploads, { recursive: true });
  if (!fs.existsSync(path.join(uploads, "demo")))
    fs.symlinkSync(demoPool, path.join(uploads, "demo"));
}
// Debian's headless shell (package chromium-headless-shell) when installed and no window is asked
// for: the same Blink as Chromium without the full browser's UI process, and what Playwright's own
// headless runs use. On favorites + search it took 76 s of CPU against Chromium's 107 s (1.4 against
// 1.8 min on 2 cores); `--headed`, `--ui` and PWDEBUG need the full browser.
const windowed =
  ["--headed", "--ui", "--debug"].some((flag) => process.argv.includes(flag)) ||
  !!process.env.PWDEBUG;
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    [...(windowed ? [] : ["/usr/bin/chromium-headless-shell"]), "/usr/bin/chromium"].find((bin) =>
      fs.existsSync(bin),
    ),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // a file runs in one worker, against that worker's own server (tests/e2e/servers.ts)
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: serverUrl(0), // tests/e2e/test.ts gives each worker its own
    locale: "cs-CZ",
    timezoneId: "Europe/Prague",
    // Recording a trace of every test and keeping it only on failure cost CI ~30 % of its
    // Playwright time (accounts + favorites + search: 4.1 min with, 2.9 without); CI retries a
    // failure once and records that retry, a local run keeps the failures' traces.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    {
      name: "phone",
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
      grep: /@phone/,
    },
  ],
  // One server per worker, each a fresh PGlite database seeded with the same small deterministic
  // data set.
  webServer: Array.from({ length: E2E_WORKERS }, (_, worker) => ({
    command: "node node_modules/tsx/dist/cli.mjs --conditions=react-server scripts/start.ts",
    url: `${serverUrl(worker)}/api/ads/filter/`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(serverPort(worker)),
      DATA_DIR: serverDataDir(worker),
      SEED_ADS: "150",
      SITE_URL: serverUrl(worker),
      DATABASE_URL: "",
      // the tests play a reverse proxy: each sets X-Forwarded-For to be a client of its own
      TRUST_PROXY: "1",
    },
  })),
});
