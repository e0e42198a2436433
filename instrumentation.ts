// Runs once when the server starts: migrate the schema, then start the in-process job runner.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { migrateDb } = await import("./lib/db/migrate");
  await migrateDb();
  const { getEnv } = await import("./lib/env");
  if (getEnv().RUN_JOBS_IN_WEB !== false) {
    const { startScheduler } = await import("./lib/jobs/scheduler");
    startScheduler();
  }
}
