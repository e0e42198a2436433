import * as Sentry from "@sentry/nextjs";
import { sentryOptions } from "./lib/sentry/options";

Sentry.init(
  sentryOptions({
    dsn: process.env.NEXT_PUBLIC_SENTRY_DSN || undefined,
    hostname: window.location.hostname,
    nodeEnv: process.env.NODE_ENV,
  }),
);

export const onRouterTransitionStart = Sentry.captureRouterTransitionStart;
