/** @jest-environment node */
// Every operator command of package.json (npm run import, seed, admin, cars, worker, cluster,
// bench, migrate…) answers --help with its usage, exit 0, before anything opens a database: the
// PGlite data directory it would create stays absent. An unknown option names itself and shows
// the usage.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runScript } from "../helpers/command";

const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
  scripts: Record<string, string>;
};
/** [npm script name, scripts/….ts] for each script that runs one of ours through tsx. */
const COMMANDS = Object.entries(pkg.scripts).flatMap(([name, line]) => {
  const script = /^tsx .*?(scripts\/[\w-]+\.ts)$/.exec(line)?.[1];
  return script ? [[name, script] as const] : [];
});
const invocation = (name: string) => (name === "start" ? "npm start" : `npm run ${name}`);

const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vz-help-")), "data");
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PGLITE_DIR: "" };
afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

test("the operator commands are all found", () => {
  expect(COMMANDS.map(([name]) => name)).toEqual(
    expect.arrayContaining(["import", "admin", "cars", "seed", "worker", "cluster", "bench"]),
  );
  expect(COMMANDS.map(([name]) => name)).toEqual(
    expect.arrayContaining(["start", "migrate", "translate", "gen-feed", "bench:web"]),
  );
});

test.each(COMMANDS)(
  "npm run %s -- --help prints its usage and exits 0 without opening a database",
  async (name, script) => {
    const r = await runScript(script, ["--help"], env);
    expect(r).toMatchObject({ code: 0, err: "" });
    expect(r.out.startsWith(`Usage: ${invocation(name)}`)).toBe(true);
    expect(r.out).toContain("--help");
    expect(fs.existsSync(dataDir)).toBe(false);
  },
  180_000,
);

test("an unknown option is named, with the usage, exit 1 and nothing opened", async () => {
  const r = await runScript("scripts/import.ts", ["--source", "bazos", "--bogus"], env);
  expect(r.code).toBe(1);
  expect(r.err).toContain("Unknown option '--bogus'");
  expect(r.err).toContain("Usage: npm run import -- --source bazos|facebook|other");
  expect(fs.existsSync(dataDir)).toBe(false);
}, 180_000);
