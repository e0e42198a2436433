// Where the production server listens, and what that means for the links it writes.
import net from "node:net";

/** True for addresses only this machine can reach ("" = every interface, so false). */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (h === "localhost" || h.endsWith(".localhost")) return true;
  if (net.isIPv4(h)) return h.startsWith("127.");
  return h === "::1";
}

/**
 * The warning a production start prints when other machines can reach it but SITE_URL is unset:
 * canonical links, hreflang, sitemaps and e-mails would all name http://localhost.
 */
export function siteUrlWarning(o: {
  host: string | undefined;
  port: number;
  siteUrl: string | undefined;
}): string | null {
  if (o.siteUrl || isLoopbackHost(o.host)) return null;
  const host = o.host?.includes(":") && !o.host.startsWith("[") ? `[${o.host}]` : o.host;
  const where = host ? `${host}:${o.port}` : `every interface, port ${o.port}`;
  return [
    "!".repeat(78),
    `!! SITE_URL is not set, but the server listens on ${where}.`,
    `!! Canonical links, hreflang, sitemaps and e-mail links will point to http://localhost:${o.port}.`,
    "!! Set SITE_URL to the public address, e.g. SITE_URL=https://www.vozovna.cz npm start",
    "!! (trying it on this machine only? then this is harmless).",
    "!".repeat(78),
  ].join("\n");
}
