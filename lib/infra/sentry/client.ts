// The browser side of error tracking. The SDK (~115 kB gzipped) is fetched only when a DSN was
// configured at build time, so a site without Sentry ships none of it.
import { sentryOptions } from "./options";

type SentryModule = typeof import("@sentry/nextjs");

const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN || undefined;
let loading: Promise<SentryModule | null> | null = null;

/** Loads and initialises the SDK once; null when error tracking is off for this host. */
export function loadSentry(): Promise<SentryModule | null> {
  if (!dsn) return Promise.resolve(null);
  const options = sentryOptions({
    dsn,
    hostname: window.location.hostname,
    nodeEnv: process.env.NODE_ENV,
  });
  if (!options.enabled) return Promise.resolve(null);
  return (loading ??= import("@sentry/nextjs").then((Sentry) => {
    Sentry.init(options);
    return Sentry;
  }));
}

export function reportError(error: unknown) {
  void loadSentry().then((Sentry) => Sentry?.captureException(error));
}
