/** @jest-environment node */
import { isPublicAddress } from "./addresses";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.1.2.3",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.251",
    "255.255.255.255",
    "::",
    "::1",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:169.254.169.254",
    "64:ff9b::a9fe:a9fe",
    "not an address",
  ])("refuses %s", (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(["8.8.8.8", "172.32.0.1", "100.128.0.1", "2a00:1450:4014::200e", "::ffff:8.8.8.8"])(
    "allows %s",
    (address) => expect(isPublicAddress(address)).toBe(true),
  );
});
