/** @jest-environment node */
// On PostgreSQL, `npm run migrate` and `npm run worker` against a database that does not exist
// yet create it, as `npm start` does (they failed with a bare `database "…" does not exist`).
// PostgreSQL only: the pg pass (TEST_DATABASE_URL).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { runScript, startScript } from "../helpers/command";

const base = process.env.TEST_DATABASE_URL;
const created: string[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vz-create-db-"));

/** A URL naming a database that does not exist on the test's server. */
function missingDatabase(what: string) {
  const name = `vz_missing_${what}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  created.push(name);
  const url = new URL(base!);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function admin<T>(fn: (c: Client) => Promise<T>) {
  const c = new Client({ connectionString: base });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
const tablesOf = async (url: string) => {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'ads'");
    return r.rows[0].n as number;
  } finally {
    await c.end();
  }
};

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (created.length)
    await admin(async (c) => {
      for (const name of created) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
});

(base ? describe : describe.skip)("a database that does not exist yet", () => {
  it("npm run migrate creates it, says so and migrates it", async () => {
    const db = missingDatabase("migrate");
    const r = await runScript("scripts/migrate.ts", [], { ...process.env, DATABASE_URL: db.url });
    expect(r).toMatchObject({ code: 0, err: "" });
    expect(r.out).toMatch(
      new RegExp(`^Created database ${db.name}\\.\n[^]*Migrations applied\\.\n$`),
    );
    expect(await tablesOf(db.url)).toBe(1);
  }, 180_000);

  it("npm run worker creates it and starts", async () => {
    const db = missingDatabase("worker");
    const worker = startScript("scripts/worker.ts", [], {
      ...process.env,
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
    });
    try {
      await worker.waitFor(/Worker started/);
    } finally {
      await worker.stop();
    }
    expect(worker.output()).toContain(`Created database ${db.name}.`);
    expect(await tablesOf(db.url)).toBe(1);
  }, 180_000);
});
