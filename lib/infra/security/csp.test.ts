import { buildCsp } from "./csp";

const directive = (csp: string, name: string) =>
  csp
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];

test("the default policy allows only this site, nonce'd scripts and /media or data: images", () => {
  const csp = buildCsp({ nonce: "abc" });
  expect(directive(csp, "script-src")).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
  expect(directive(csp, "img-src")).toEqual(["'self'", "data:", "blob:"]);
  expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
  expect(directive(csp, "object-src")).toEqual(["'none'"]);
  expect(directive(csp, "frame-src")).toEqual(["'none'"]);
  expect(csp).not.toMatch(/google|unsafe-eval|upgrade-insecure/);
});

test("Google Sign-In, Maps and Analytics are allowed only when configured", () => {
  const csp = buildCsp({ nonce: "n", googleSignIn: true, googleMaps: true, googleAnalytics: true });
  expect(directive(csp, "script-src")).toEqual(
    expect.arrayContaining([
      "https://accounts.google.com/gsi/client",
      "https://maps.googleapis.com",
      "https://www.googletagmanager.com",
    ]),
  );
  expect(directive(csp, "frame-src")).toContain("https://accounts.google.com/gsi/");
  expect(directive(csp, "img-src")).toEqual(
    expect.arrayContaining(["https://maps.gstatic.com", "https://maps.googleapis.com"]),
  );
  expect(directive(csp, "connect-src")).toEqual(
    expect.arrayContaining(["https://maps.googleapis.com", "https://*.google-analytics.com"]),
  );
});

test("development allows eval; production over https upgrades requests; Sentry and S3 origins are added", () => {
  expect(directive(buildCsp({ nonce: "n", dev: true }), "script-src")).toContain("'unsafe-eval'");
  expect(buildCsp({ nonce: "n", https: true })).toMatch(/; upgrade-insecure-requests$/);
  const csp = buildCsp({
    nonce: "n",
    sentryDsn: "https://key@o1.ingest.sentry.io/2",
    mediaOrigin: "https://cdn.example.com/bucket",
  });
  expect(directive(csp, "connect-src")).toContain("https://o1.ingest.sentry.io");
  expect(directive(csp, "img-src")).toContain("https://cdn.example.com");
});
