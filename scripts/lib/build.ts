// Is there a production build, and is it newer than everything it was built from?
// (scripts/start.ts and npm run cluster build when not; scripts/bench-web.ts refuses to measure a
// stale build.)
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = process.cwd();
/** What `next build` reads: a file newer than .next/BUILD_ID makes the build stale. */
const SOURCES = [
  "app",
  "components",
  "lib",
  "server",
  "catalog",
  "i18n",
  "messages",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "instrumentation-client.ts",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
  "global.d.ts",
];

function newestMtime(p: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(p)
    .reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), stat.mtimeMs);
}

/** True when .next holds a production build at least as new as every source it was built from. */
export function buildIsCurrent(root = ROOT) {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!fs.existsSync(buildId)) return false;
  const built = fs.statSync(buildId).mtimeMs;
  return SOURCES.every((s) => newestMtime(path.join(root, s)) <= built);
}

const nextBin = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
/** What the first build cost on this 2-core machine under load (README "Quick start"). */
const EXPECTED_BUILD =
  "5 to 15 minutes on 2 cores, depending on their load (12 min measured at a load average of 16–20)";
const HEARTBEAT_MS = 60_000;

const elapsed = (ms: number) => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
};

/**
 * `next build` for a start (npm start, npm run cluster), without Next's type check: CI and
 * `npm run typecheck` check the types, and on 2 cores the check took as long as the compile.
 * Next is silent for minutes while it compiles, so a line every minute says it is still going.
 */
export async function runStartBuild(next = nextBin): Promise<void> {
  console.log(
    `No current production build: running \`next build\` first (without its type check). ` +
      `A first build takes ${EXPECTED_BUILD}; later starts reuse it.`,
  );
  const started = Date.now();
  const child = spawn(process.execPath, [next, "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", BUILD_TYPECHECK: "0" },
  });
  const heartbeat = setInterval(
    () => console.log(`… still building (${elapsed(Date.now() - started)} so far)`),
    HEARTBEAT_MS,
  );
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearInterval(heartbeat);
  if (code !== 0) throw new Error("`next build` failed; see the output above.");
  console.log(`Production build done in ${elapsed(Date.now() - started)}.`);
}
