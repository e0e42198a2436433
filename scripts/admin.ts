// npm run admin -- grant|revoke <email> – gives or takes the admin role (ARCHITECTURE.md §4.5); each
// change is written to the audit log. PGlite allows one process per data directory: stop the
// server first (or use PostgreSQL, DATABASE_URL).
import fs from "node:fs";
import os from "node:os";
import { setAdminRole } from "@/lib/admin/mutations";
import { closeDb, dbKind, pgliteDir } from "@/lib/infra/db/client";
import { migrateDb } from "@/lib/infra/db/migrate";
import { getEnv } from "@/lib/infra/env";
import { parseCommand, runCommand } from "./lib/cli";

const USAGE = `Usage: npm run admin -- grant|revoke <email>

Gives (grant) or takes (revoke) the admin role of the user with that e-mail; each change is written
to the audit log. PGlite allows one process per data directory: stop the server first (or use
PostgreSQL, DATABASE_URL).
  --help   this text`;

function databaseName() {
  if (dbKind() === "pglite") return `PGlite in ${pgliteDir()}`;
  const url = new URL(getEnv().DATABASE_URL!);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

/** Who ran the command, for the audit row (the log has no signed-in actor here). */
function operator() {
  try {
    return os.userInfo().username;
  } catch {
    return process.env.USER ?? null;
  }
}

async function main() {
  const { positionals, fail } = parseCommand({ usage: USAGE, positionals: true });
  const [command, email, ...rest] = positionals;
  if (command !== "grant" && command !== "revoke") return fail("Say grant or revoke.");
  if (!email || rest.length) return fail("Give one e-mail address.");
  const admin = command === "grant";
  if (dbKind() === "pglite" && !fs.existsSync(pgliteDir()))
    throw new Error(
      `There is no database in ${pgliteDir()} yet: start the server once (npm start) or seed it (npm run seed).`,
    );
  await migrateDb();
  const r = await setAdminRole({
    email,
    admin,
    details: { via: "npm run admin", os_user: operator(), host: os.hostname() },
  });
  const where = databaseName();
  if (!r.changed)
    console.log(
      `${r.email} ${admin ? "is already an admin" : "is not an admin"}: nothing changed (${where}).`,
    );
  else
    console.log(
      `${admin ? "Granted the admin role to" : "Revoked the admin role of"} ${r.email} (user ${r.userId}, ${where}); recorded in admin_audit_log.`,
    );
}

runCommand(main, closeDb);
