/** @jest-environment node */
// `npm run admin -- grant|revoke <email>` as an operator runs it: a separate process on the
// same database (a PGlite data directory here, the test's PostgreSQL database on the pg pass).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/lib/infra/db/client";
import { migrateDb } from "@/lib/infra/db/migrate";
import { adminAuditLog, users } from "@/lib/infra/db/schema";
import { resetEnvCache } from "@/lib/infra/env";
import { runScript } from "../helpers/command";
import { createUser } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";

const pg = Boolean(process.env.TEST_DATABASE_URL);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vz-admin-"));

beforeAll(async () => {
  if (pg) return void (await setupTestDb());
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = path.join(dir, "pglite");
  resetEnvCache();
  await migrateDb();
});
afterAll(async () => {
  if (pg) await teardownTestDb();
  else await closeDb();
  delete process.env.PGLITE_DIR;
  resetEnvCache();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs the command; PGlite's data directory is released first unless `keepOpen` (one process at a time). */
async function admin(args: string[], { keepOpen = false } = {}) {
  if (!pg && !keepOpen) await closeDb();
  return runScript("scripts/admin.ts", args, {
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL ?? "",
  });
}
const roleOf = async (email: string) =>
  (await getDb().select({ role: users.role }).from(users).where(eq(users.email, email)))[0].role;

describe("npm run admin", () => {
  it("grants and revokes, says what it did and writes the audit rows", async () => {
    const user = await createUser({ email: "boss@attacker.example", emailVerified: true });

    const grant = await admin(["grant", "boss@attacker.example"]);
    expect(grant).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Granted the admin role to boss@attacker\.example/),
    });
    expect(await roleOf(user.email)).toBe("admin");
    expect(await admin(["grant", "boss@attacker.example"])).toMatchObject({
      code: 0,
      out: expect.stringContaining("is already an admin: nothing changed"),
    });

    const revoke = await admin(["revoke", "boss@attacker.example"]);
    expect(revoke).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Revoked the admin role of boss@attacker\.example/),
    });
    expect(await roleOf(user.email)).toBe("user");

    const rows = await getDb()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `user:${user.id}`));
    expect(rows.map((r) => [r.action, r.actorUserId, (r.details as { via: string }).via])).toEqual([
      ["admin.grant", null, "npm run admin"],
      ["admin.revoke", null, "npm run admin"],
    ]);
  }, 60_000);

  it("fails with exit code 1 and a clear message on an unknown e-mail or a bad command line", async () => {
    expect(await admin(["grant", "nobody@example.test"])).toMatchObject({
      code: 1,
      err: expect.stringContaining("No user with the e-mail nobody@example.test."),
    });
    expect(await admin(["promote", "x@example.test"])).toMatchObject({
      code: 1,
      err: expect.stringContaining("Usage: npm run admin -- grant|revoke <email>"),
    });
    expect(await admin(["grant"])).toMatchObject({ code: 1 });
  }, 60_000);

  (pg ? it.skip : it)(
    "refuses a PGlite data directory another process holds",
    async () => {
      await createUser({ email: "locked@example.test", emailVerified: true }); // this process holds the directory now
      const res = await admin(["grant", "locked@example.test"], { keepOpen: true });
      expect(res).toMatchObject({
        code: 1,
        err: expect.stringContaining(
          `Another Vozovna process (pid ${process.pid}) is already using this data directory`,
        ),
      });
      expect(await roleOf("locked@example.test")).toBe("user");
    },
    60_000,
  );
});
