// Is there a production build, and is it newer than everything it was built from?
// (scripts/start.ts builds when not; scripts/bench-web.ts refuses to measure a stale build.)
import fs from "node:fs";
import path from "node:path";

const ROOT = process.cwd();
/** What `next build` reads: a file newer than .next/BUILD_ID makes the build stale. */
const SOURCES = [
  "app",
  "components",
  "lib",
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
