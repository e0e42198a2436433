import { isLocalOrTestHost, sentryOptions } from "./options";

test("is off without a DSN and on local or test hosts", () => {
  expect(
    sentryOptions({ dsn: undefined, hostname: "vozovna.cz", nodeEnv: "production" }).enabled,
  ).toBe(false);
  for (const host of ["localhost", "127.0.0.1", "app.test", "vozovna.local", "x.localhost", null]) {
    expect(
      sentryOptions({
        dsn: "https://k@o1.ingest.sentry.io/1",
        hostname: host,
        nodeEnv: "production",
      }),
    ).toMatchObject({
      enabled: false,
      dsn: undefined,
    });
  }
  expect(
    sentryOptions({ dsn: "https://k@o/1", hostname: "vozovna.cz", nodeEnv: "test" }).enabled,
  ).toBe(false);
  expect(isLocalOrTestHost("www.vozovna.cz")).toBe(false);
});

test("samples 10% of traces in production and all of them elsewhere", () => {
  const dsn = "https://k@o1.ingest.sentry.io/1";
  expect(sentryOptions({ dsn, hostname: "vozovna.cz", nodeEnv: "production" })).toMatchObject({
    enabled: true,
    dsn,
    tracesSampleRate: 0.1,
  });
  expect(
    sentryOptions({ dsn, hostname: "staging.vozovna.cz", nodeEnv: "development" }).tracesSampleRate,
  ).toBe(1);
});
