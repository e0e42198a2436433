import * as Sentry from "@sentry/nextjs";

// Runs once when the server starts: error tracking, migrate the schema, then start the
// in-process job runner.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("./lib/env");
  const env = getEnv();
  const { sentryOptions } = await import("./lib/sentry/options");
  Sentry.init(sentryOptions({ dsn: env.SENTRY_DSN, hostname: new URL(env.siteUrl).hostname, nodeEnv: env.NODE_ENV }));
  const { migrateDb } = await import("./lib/db/migrate");
  await migrateDb();
  if (env.RUN_JOBS_IN_WEB !== false) {
    const { startScheduler } = await import("./lib/jobs/scheduler");
    startScheduler();
  }
}

export const onRequestError = Sentry.captureRequestError;
