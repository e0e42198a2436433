// npm run worker – runs background jobs and periodic tasks outside the web process
// (set RUN_JOBS_IN_WEB=0 on the web instances). Needs PostgreSQL: PGlite allows one process.
import { closeDb, dbKind } from "@/lib/infra/db/client";
import { migrateDb } from "@/lib/infra/db/migrate";
import { installLogRedaction } from "@/lib/infra/db/redact";
import { startBackgroundWork } from "@/lib/background";
import { stopScheduler } from "@/lib/infra/jobs/scheduler";
import { parseCommand, runCommand } from "./lib/cli";

const USAGE = `Usage: npm run worker

Runs the background jobs and periodic tasks (e-mails, alerts, translations, feed imports) in a
process of its own; set RUN_JOBS_IN_WEB=0 on the web instances. Needs PostgreSQL (DATABASE_URL; a
database that does not exist yet is created first). Ctrl-C stops it.
  --help   this text`;

async function main() {
  parseCommand({ usage: USAGE });
  installLogRedaction(); // failed jobs log their database errors without the values
  if (dbKind() === "pglite") {
    throw new Error(
      "The separate worker needs PostgreSQL (DATABASE_URL): the embedded PGlite database can be opened by one process only, and `npm start` already runs the jobs.",
    );
  }
  await migrateDb();
  startBackgroundWork();
  console.log("Worker started: draining jobs every 5 s.");
  const stop = async () => {
    stopScheduler();
    await closeDb();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

runCommand(main);
