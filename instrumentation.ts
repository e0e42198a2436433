import * as Sentry from "@sentry/nextjs";

// Runs once when the server starts: error tracking, migrate the schema, load the search index,
// then start the in-process job runner.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // first: whatever logs an error from here on logs a database error without its values
  const { installLogRedaction } = await import("./lib/infra/db/redact");
  installLogRedaction();
  const { getEnv } = await import("./lib/infra/env");
  const env = getEnv();
  const { sentryOptions } = await import("./lib/infra/sentry/options");
  const sentry = sentryOptions({
    dsn: env.SENTRY_DSN,
    hostname: new URL(env.siteUrl).hostname,
    nodeEnv: env.NODE_ENV,
  });
  // Only when it reports: even disabled, an initialised SDK hooks every request through
  // OpenTelemetry, which cost about a quarter of the CPU of a small API answer (npm run bench).
  if (sentry.enabled) Sentry.init(sentry);
  if (env.NODE_ENV === "production") {
    const { siteUrlWarning } = await import("./lib/infra/http/listen");
    const warning = siteUrlWarning({
      host: process.env.HOSTNAME,
      port: Number(process.env.PORT || 3000),
      siteUrl: env.SITE_URL,
    });
    if (warning) console.warn(warning);
  }
  const { migrateDb } = await import("./lib/infra/db/migrate");
  await migrateDb();
  // the page cache follows what the search index reads (other processes' writes too)
  const { followIndexReads } = await import("./server/page-cache/invalidate");
  followIndexReads();
  // the search index loads in the background: the server answers meanwhile (searches wait for it)
  const { startSearchIndex } = await import("./lib/search/live-index");
  startSearchIndex();
  if (env.RUN_JOBS_IN_WEB !== false) {
    const { startBackgroundWork } = await import("./lib/background");
    startBackgroundWork();
  }
}

export const onRequestError = Sentry.captureRequestError;
