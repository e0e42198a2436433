// jest 30 + next/jest (ARCHITECTURE.md §9.4). ESM-only packages are transformed; PGlite needs
// NODE_OPTIONS=--experimental-vm-modules (set by the npm scripts).
const os = require("node:os");
const nextJest = require("next/jest");

const createJestConfig = nextJest({ dir: "./" });
const esm = [
  "next-intl",
  "use-intl",
  "@formatjs",
  "intl-messageformat",
  "icu-minify",
  "better-auth",
  "@better-auth",
  "better-call",
  "@better-fetch",
  "jose",
  "nanostores",
  "@noble",
  "defu",
  "rou3",
  "uncrypto",
  "kysely",
  "croner",
  "marked",
].join("|");

module.exports = async () => {
  const cfg = await createJestConfig({
    testEnvironment: "jsdom",
    setupFilesAfterEnv: ["<rootDir>/tests/setup.ts"],
    // the migrations run once per run; each test file's database starts from their result
    globalSetup: "<rootDir>/tests/global-setup.mjs",
    globalTeardown: "<rootDir>/tests/global-teardown.mjs",
    moduleNameMapper: {
      "^server-only$": "<rootDir>/tests/mocks/empty.js",
      "^@/(.*)$": "<rootDir>/$1",
    },
    testPathIgnorePatterns: [
      "/node_modules/",
      "/tests/e2e/",
      "<rootDir>/.next/",
      "<rootDir>/data/",
      // the cluster test needs a production build, nginx and PostgreSQL: npm run test:cluster
      ...(process.env.CLUSTER_TESTS === "1" ? [] : ["<rootDir>/tests/cluster/"]),
    ],
    modulePathIgnorePatterns: ["<rootDir>/.next/", "<rootDir>/data/"],
    testTimeout: 30000,
    // jest's default leaves a core to itself (one worker, in band, on a 2-core machine); the test
    // files wait on their databases much of the time, so every core runs one
    maxWorkers: os.availableParallelism(),
    // A worker that grew past 1 GB is replaced after its file: each file's module registry and
    // in-memory database leave garbage behind, and workers grew to 3.5 GB, collecting ever longer
    // (the API tests a–f: 166 s with, 182 s without)
    workerIdleMemoryLimit: "1GB",
  })();
  cfg.transformIgnorePatterns = cfg.transformIgnorePatterns.map((p) =>
    p.startsWith("/node_modules/")
      ? `/node_modules/(?!.pnpm)(?!(${esm}|next/dist/client|next/dist/shared/lib)/)`
      : p,
  );
  return cfg;
};
