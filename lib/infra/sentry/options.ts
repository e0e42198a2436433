// Error tracking (seed 000 §9.1): traces 10% in production and 100% elsewhere; off without a DSN
// and on local and test hosts, so development and CI never send anything.

const LOCAL_HOST =
  /^(localhost|127(\.\d+){3}|0\.0\.0\.0|\[?::1\]?)$|\.(localhost|local|test|invalid|example)$/i;

export function isLocalOrTestHost(hostname: string | undefined | null) {
  return !hostname || LOCAL_HOST.test(hostname);
}

export function sentryOptions({
  dsn,
  hostname,
  nodeEnv,
}: {
  dsn: string | undefined;
  hostname: string | undefined | null;
  nodeEnv: string | undefined;
}) {
  const enabled = Boolean(dsn) && nodeEnv !== "test" && !isLocalOrTestHost(hostname);
  return {
    dsn: enabled ? dsn : undefined,
    enabled,
    environment: nodeEnv ?? "development",
    tracesSampleRate: nodeEnv === "production" ? 0.1 : 1.0,
    sendDefaultPii: false,
  };
}
