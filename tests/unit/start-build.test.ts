/** @jest-environment node */
// npm start's first build (scripts/lib/build.ts): Next's type check is off for it alone (it took
// 4.3 of 11 minutes on 2 busy cores; CI and npm run typecheck check the types), and the console
// says what runs and what it costs instead of "a minute or two".
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runStartBuild } from "@/scripts/lib/build";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vz-start-build-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A stand-in for Next's binary: records its arguments and environment, exits with `code`. */
function fakeNext(code: number) {
  const bin = path.join(dir, `next-${code}.js`);
  const seen = path.join(dir, `seen-${code}.json`);
  fs.writeFileSync(
    bin,
    `require("fs").writeFileSync(${JSON.stringify(seen)}, JSON.stringify({ args: process.argv.slice(2), typecheck: process.env.BUILD_TYPECHECK, nodeEnv: process.env.NODE_ENV })); process.exit(${code});`,
  );
  return { bin, seen: () => JSON.parse(fs.readFileSync(seen, "utf8")) };
}

type Config = {
  typescript?: { ignoreBuildErrors?: boolean };
  experimental?: { turbopackFileSystemCacheForBuild?: boolean };
};

/** next.config as Next reads it with these build variables set (the others unset). */
async function nextConfig(env: { BUILD_TYPECHECK?: string; BUILD_CACHE?: string }) {
  const names = ["BUILD_TYPECHECK", "BUILD_CACHE"] as const;
  for (const name of names) {
    if (env[name] === undefined) delete process.env[name];
    else process.env[name] = env[name];
  }
  let config: Config = {};
  await jest.isolateModulesAsync(async () => {
    config = (await import("@/next.config")).default;
  });
  for (const name of names) delete process.env[name];
  return config;
}

test("the start's build runs `next build` in production without its type check, and says so with the expected time", async () => {
  const log = jest.spyOn(console, "log").mockImplementation(() => {});
  const next = fakeNext(0);
  await runStartBuild(next.bin);
  expect(next.seen()).toEqual({ args: ["build"], typecheck: "0", nodeEnv: "production" });
  const said = log.mock.calls.map((c) => String(c[0]));
  log.mockRestore();
  expect(said[0]).toMatch(/running `next build` first \(without its type check\)/);
  expect(said[0]).toMatch(/A first build takes 5 to 15 minutes on 2 cores/);
  expect(said[0]).not.toContain("a minute or two");
  expect(said.at(-1)).toMatch(/^Production build done in \d+ s\.$/);
});

test("a failed build stops the start", async () => {
  const log = jest.spyOn(console, "log").mockImplementation(() => {});
  await expect(runStartBuild(fakeNext(1).bin)).rejects.toThrow("`next build` failed");
  log.mockRestore();
});

test("next.config skips the type check only when the start's build asks (BUILD_TYPECHECK=0)", async () => {
  expect((await nextConfig({ BUILD_TYPECHECK: "0" })).typescript?.ignoreBuildErrors).toBe(true);
  expect((await nextConfig({})).typescript?.ignoreBuildErrors).toBe(false);
});

test("next.config writes Turbopack's build cache unless the build asks not to (BUILD_CACHE=0, CI)", async () => {
  const cache = async (env: { BUILD_CACHE?: string }) =>
    (await nextConfig(env)).experimental?.turbopackFileSystemCacheForBuild;
  expect(await cache({ BUILD_CACHE: "0" })).toBe(false);
  expect(await cache({})).toBe(true);
});
