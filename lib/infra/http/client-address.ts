// The client's address (ARCHITECTURE.md §4.15): the socket's peer, stamped by our server
// (server/index.mjs), and TRUST_PROXY trusted hops of X-Forwarded-For in front of it. Every rate
// limit keys on it: ours directly, better-auth's through the header the auth route sets.
import { getEnv } from "@/lib/infra/env";

/** Stamped by server/index.mjs on every request from req.socket; a client's copy is replaced. */
export { SOCKET_ADDRESS_HEADER } from "../../../server/http/front.mjs";
import { SOCKET_ADDRESS_HEADER } from "../../../server/http/front.mjs";

/** "::ffff:10.0.0.1" and "10.0.0.1" are one client. */
function normalise(address: string): string {
  const a = address.trim().replace(/^\[|\]$/g, "");
  return a.startsWith("::ffff:") && a.includes(".") ? a.slice(7) : a;
}

/**
 * The address `trustProxy` hops away from us: 0 is the socket's peer; with N trusted proxies in
 * front, the Nth address from the right of X-Forwarded-For (each proxy appends its peer). Hops a
 * client wrote itself are further left and never chosen, however many it sends.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trustProxy: number,
): string {
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  chain.push(socketAddress || "unknown");
  return normalise(chain[Math.max(0, chain.length - 1 - trustProxy)]);
}

/**
 * The caller's address. Without our server in front (`next dev`, route-handler tests) the socket
 * is unknown and X-Forwarded-For's last hop stands in for it (Next fills the header from the
 * socket when a client sent none), so the rule stays the same.
 */
export function clientIp(req: { headers: Headers }): string {
  const forwarded = req.headers.get("x-forwarded-for");
  const socket = req.headers.get(SOCKET_ADDRESS_HEADER);
  if (socket) return clientAddress(socket, forwarded, getEnv().TRUST_PROXY);
  const hops = forwarded?.split(",") ?? [];
  return clientAddress(hops.pop(), hops.join(","), getEnv().TRUST_PROXY);
}

/** Whether the X-Forwarded-* headers come from a proxy we trust rather than from the client. */
export function trustsForwardedHeaders(): boolean {
  return getEnv().TRUST_PROXY > 0;
}
