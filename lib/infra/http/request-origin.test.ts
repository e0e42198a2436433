/** @jest-environment node */
import { resetEnvCache } from "@/lib/infra/env";
import { requestOrigin, requestProtocol } from "./request-origin";

const req = (headers: Record<string, string>) =>
  new Request("http://localhost:3000/x", { headers });
const spoofed = {
  host: "www.vozovna.cz",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
};

afterEach(() => {
  delete process.env.TRUST_PROXY;
  resetEnvCache();
});

test("with no proxy trusted, a client's X-Forwarded-Host and -Proto choose neither the origin nor https", () => {
  expect(requestOrigin(req(spoofed))).toBe("http://www.vozovna.cz");
  expect(requestProtocol(req(spoofed))).toBe("http");
});

test("a trusted proxy's forwarded host and scheme are the browser's (the first of several schemes)", () => {
  process.env.TRUST_PROXY = "1";
  resetEnvCache();
  expect(requestOrigin(req(spoofed))).toBe("https://evil.example");
  expect(requestProtocol(req({ "x-forwarded-proto": "https, http" }))).toBe("https");
});
