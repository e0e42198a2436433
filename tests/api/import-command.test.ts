/** @jest-environment node */
// `npm run import -- … --full` as an operator runs it, in a process of its own without a terminal
// (PGlite data directory here, the test's PostgreSQL database on the pg pass): a full feed that
// would archive more than a small share of the source's active ads shows the number and stops
// unless --yes; a small share goes through.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/lib/infra/db/client";
import { migrateDb } from "@/lib/infra/db/migrate";
import { ads, importRuns } from "@/lib/infra/db/schema";
import { demoFeedName } from "@/lib/demo/feed";
import { resetEnvCache } from "@/lib/infra/env";
import { runImport } from "@/lib/import/run";
import { runScript } from "../helpers/command";
import { setupTestDb, teardownTestDb } from "../helpers/db";

const pg = Boolean(process.env.TEST_DATABASE_URL);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vz-import-cmd-"));

const line = (id: string) =>
  JSON.stringify({
    id,
    url: `https://auto.bazos.cz/inzerat/${id}/`,
    title: `Škoda Octavia ${id}`,
    make: "Škoda",
    model: "Octavia",
    year: 2018,
    price: 250000,
  });
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
function feedFile(name: string, list: string[]) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `${list.map(line).join("\n")}\n`);
  return file;
}

beforeAll(async () => {
  process.env.DATA_DIR = dir;
  if (pg) await setupTestDb();
  else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = path.join(dir, "pglite");
    resetEnvCache();
    await migrateDb();
  }
  // what the demo seed leaves: 20 active bazos ads from its own import run
  async function* lines() {
    for (const id of ids("d", 20)) yield line(id);
  }
  await runImport({ source: "bazos", feed: demoFeedName("bazos"), lines: lines() });
});
afterAll(async () => {
  if (pg) await teardownTestDb();
  else await closeDb();
  delete process.env.PGLITE_DIR;
  delete process.env.DATA_DIR;
  resetEnvCache();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The command on the test's database; PGlite's directory is released first (one process at a time). */
async function importCommand(args: string[]) {
  if (!pg) await closeDb();
  return runScript("scripts/import.ts", ["--source", "bazos", ...args], {
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL ?? "",
  });
}
const bazos = async () =>
  Object.fromEntries(
    (
      await getDb()
        .select({ status: ads.status, n: sql<number>`count(*)::int` })
        .from(ads)
        .where(eq(ads.source, "bazos"))
        .groupBy(ads.status)
    ).map((r) => [r.status, r.n]),
  );
const bazosRuns = async () =>
  (
    await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(importRuns)
      .where(eq(importRuns.source, "bazos"))
  )[0].n;

describe("npm run import -- --full", () => {
  it("shows how many ads a full feed would archive and, without a terminal or --yes, imports nothing", async () => {
    const five = feedFile("five-lines.jsonl", ids("n", 5));
    const r = await importCommand(["--file", five, "--full"]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      "This full feed would archive 20 of the 20 active bazos ads (100 %): those it does not list. " +
        "Among them are the demo data's imported bazos ads.",
    );
    expect(r.err).toContain("Nothing was imported. Pass --yes to import it and archive them");
    expect(await bazos()).toEqual({ active: 20 });
    expect(await bazosRuns()).toBe(1);

    const yes = await importCommand(["--file", five, "--full", "--yes"]);
    expect(yes.code).toBe(0);
    expect(yes.out).toContain("5 new, 0 updated, 0 unchanged, 20 archived");
    expect(await bazos()).toEqual({ active: 5, archived: 20 });
  }, 240_000);

  it("archives a small share without asking", async () => {
    const thirty = feedFile("thirty.jsonl", ids("n", 30));
    expect(await importCommand(["--file", thirty])).toMatchObject({ code: 0 });
    const most = feedFile("most.jsonl", ids("n", 29));
    const r = await importCommand(["--file", most, "--full"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("0 new, 0 updated, 29 unchanged, 1 archived");
    expect(await bazos()).toEqual({ active: 29, archived: 21 });
  }, 240_000);
});
