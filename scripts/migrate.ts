// npm run migrate – applies the committed migrations to the configured database.
import { closeDb } from "@/lib/infra/db/client";
import { migrateDb } from "@/lib/infra/db/migrate";
import { parseCommand, runCommand } from "./lib/cli";

const USAGE = `Usage: npm run migrate

Applies the committed migrations in drizzle/ to the configured database: PGlite in DATA_DIR, or
PostgreSQL (DATABASE_URL; a database that does not exist yet is created first).
  --help   this text`;

async function main() {
  parseCommand({ usage: USAGE });
  await migrateDb();
  console.log("Migrations applied.");
}

runCommand(main, closeDb);
