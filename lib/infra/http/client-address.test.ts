/** @jest-environment node */
import { resetEnvCache } from "@/lib/infra/env";
import { clientAddress, clientIp, SOCKET_ADDRESS_HEADER } from "./client-address";

afterEach(() => {
  delete process.env.TRUST_PROXY;
  resetEnvCache();
});

describe("clientAddress", () => {
  test.each([
    // [socket, X-Forwarded-For, TRUST_PROXY, expected]
    ["203.0.113.9", undefined, 0, "203.0.113.9"],
    ["203.0.113.9", "1.2.3.4", 0, "203.0.113.9"], // forged, no proxy trusted: the socket decides
    ["203.0.113.9", "1.2.3.4, 5.6.7.8", 0, "203.0.113.9"],
    ["10.0.0.2", "198.51.100.7", 1, "198.51.100.7"], // one proxy: the hop it appended
    ["10.0.0.2", "1.2.3.4, 198.51.100.7", 1, "198.51.100.7"], // a client-written hop stays to the left
    ["10.0.0.2", "1.2.3.4, 198.51.100.7, 10.0.0.1", 2, "198.51.100.7"],
    ["10.0.0.2", undefined, 1, "10.0.0.2"], // the proxy sent no header: its own address
    ["10.0.0.2", "198.51.100.7", 5, "198.51.100.7"], // more trusted hops than sent: the leftmost
    ["::ffff:127.0.0.1", undefined, 0, "127.0.0.1"],
    ["::1", undefined, 0, "::1"],
    [undefined, undefined, 0, "unknown"],
  ] as const)(
    "socket %s, X-Forwarded-For %s, TRUST_PROXY %i → %s",
    (socket, xff, trust, expected) => {
      expect(clientAddress(socket, xff, trust)).toBe(expected);
    },
  );
});

describe("clientIp", () => {
  const req = (h: Record<string, string>) => ({ headers: new Headers(h) });

  test("the stamped socket decides; a forged X-Forwarded-For changes nothing by default", () => {
    expect(
      clientIp(req({ [SOCKET_ADDRESS_HEADER]: "203.0.113.9", "x-forwarded-for": "1.2.3.4" })),
    ).toBe("203.0.113.9");
    expect(clientIp(req({ [SOCKET_ADDRESS_HEADER]: "203.0.113.10" }))).toBe("203.0.113.10");
  });

  test("TRUST_PROXY=1 takes the hop the proxy appended", () => {
    process.env.TRUST_PROXY = "1";
    resetEnvCache();
    expect(
      clientIp(
        req({ [SOCKET_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": "1.2.3.4, 198.51.100.7" }),
      ),
    ).toBe("198.51.100.7");
  });
});
