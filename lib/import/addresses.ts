// Which addresses an import may connect to: public unicast only. Loopback, private, link-local
// (the cloud metadata service 169.254.169.254 included), CGNAT, multicast, reserved ranges and the
// IPv4-mapped or NAT64 forms of any of them are refused (SSRF guard, lib/import/fetch.ts).
import net from "node:net";

const V4_BLOCKED = new net.BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, metadata services
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  V4_BLOCKED.addSubnet(prefix, bits, "ipv4");

const V6_BLOCKED = new net.BlockList();
for (const [prefix, bits] of [
  ["::", 96], // unspecified, loopback, IPv4-compatible
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const)
  V6_BLOCKED.addSubnet(prefix, bits, "ipv6");

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let a = address.toLowerCase().split("%")[0];
  const dotted = a.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const [p, q, r, s] = dotted[1].split(".").map(Number);
    a =
      a.slice(0, -dotted[1].length) +
      `${((p << 8) | q).toString(16)}:${((r << 8) | s).toString(16)}`;
  }
  const [head, tail] = a.includes("::") ? a.split("::") : [a, null];
  const h = head ? head.split(":") : [];
  const t = tail ? tail.split(":") : [];
  const fill = tail === null ? [] : Array(8 - h.length - t.length).fill("0");
  return [...h, ...fill, ...t].map((g) => parseInt(g, 16));
}

/** The IPv4 address embedded in an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::/96) one. */
function embeddedV4(address: string): string | null {
  const g = ipv6Groups(address);
  const mapped = g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff;
  const nat64 = g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0);
  if (!mapped && !nat64) return null;
  return [g[6] >> 8, g[6] & 255, g[7] >> 8, g[7] & 255].join(".");
}

/** True for an address an import may connect to; false for anything else, unparsable included. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !V4_BLOCKED.check(address, "ipv4");
  if (family !== 6) return false;
  const v4 = embeddedV4(address);
  if (v4) return isPublicAddress(v4);
  return !V6_BLOCKED.check(address.split("%")[0], "ipv6");
}
