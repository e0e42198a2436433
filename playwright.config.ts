import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Playwright drives Debian's Chromium against the production build (browsers cannot be
// downloaded here: never run `npx playwright install`).
const PORT = Number(process.env.E2E_PORT ?? 3300);
const baseURL = `http://localhost:${PORT}`;
// Fixed once here and inherited by the workers, so tests can read the server's outbox files.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "vozovna-e2e-"));
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    locale: "cs-CZ",
    timezoneId: "Europe/Prague",
    trace: "retain-on-failure",
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
  webServer: {
    // A fresh in-memory database seeded with a small deterministic data set on every run.
    command: "node node_modules/tsx/dist/cli.mjs --conditions=react-server scripts/start.ts",
    url: `${baseURL}/api/ads/filter/`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_ADS: "150",
      SITE_URL: baseURL,
      DATABASE_URL: "",
      // the tests play a reverse proxy: each sets X-Forwarded-For to be a client of its own
      TRUST_PROXY: "1",
    },
  },
});
