// npm run migrate – applies the committed migrations to the configured database.
import { closeDb } from "@/lib/db/client";
import { migrateDb } from "@/lib/db/migrate";

migrateDb()
  .then(() => console.log("Migrations applied."))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
