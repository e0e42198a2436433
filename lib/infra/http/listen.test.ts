/** @jest-environment node */
import { isLoopbackHost, siteUrlWarning } from "./listen";

test.each([
  ["127.0.0.1", true],
  ["127.1.2.3", true],
  ["localhost", true],
  ["::1", true],
  ["[::1]", true],
  ["0.0.0.0", false],
  ["::", false],
  ["192.168.1.10", false],
  ["vozovna-web-1", false],
  [undefined, false],
])("%s is loopback: %s", (host, expected) => {
  expect(isLoopbackHost(host)).toBe(expected);
});

test("a start reachable from other machines without SITE_URL warns, naming the address and the fix", () => {
  const warning = siteUrlWarning({ host: "0.0.0.0", port: 3000, siteUrl: undefined });
  expect(warning).toContain("SITE_URL is not set");
  expect(warning).toContain("0.0.0.0:3000");
  expect(warning).toContain("http://localhost:3000");
  expect(siteUrlWarning({ host: undefined, port: 3000, siteUrl: undefined })).toContain(
    "every interface",
  );
});

test("no warning on loopback or with SITE_URL", () => {
  expect(siteUrlWarning({ host: "127.0.0.1", port: 3000, siteUrl: undefined })).toBeNull();
  expect(
    siteUrlWarning({ host: "0.0.0.0", port: 3000, siteUrl: "https://www.vozovna.cz" }),
  ).toBeNull();
});
