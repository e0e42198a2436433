import "server-only";
// Fetching what a feed points to (photos) and the feeds themselves, guarded against SSRF: only
// http(s), only public addresses (lib/import/addresses.ts), every redirect checked again, and the
// socket connects to the very address that was checked (the guard is the request's DNS lookup, so
// no second resolution can rebind the name). Limits: bytes, time, redirects.
import dns from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import net from "node:net";
import { getEnv } from "@/lib/infra/env";
import { isPublicAddress } from "./addresses";

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** The response's content type must start with it ("image/"); any when absent. */
  contentType?: string;
  /** Which addresses may be reached; public ones by default (tests widen it). */
  isAllowed?: (address: string) => boolean;
}

/** Why a fetch failed, in words an operator reads in the run's report. */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly kind: "blocked" | "limit" | "http" | "network" = "network",
  ) {
    super(message);
  }
}

/** The address rule in force: public only, unless IMPORT_ALLOW_PRIVATE_HOSTS (tests) says any. */
function allowed(limits: FetchLimits): (address: string) => boolean {
  if (limits.isAllowed) return limits.isAllowed;
  return getEnv().IMPORT_ALLOW_PRIVATE_HOSTS ? () => true : isPublicAddress;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** A DNS lookup that answers only checked addresses: every address of the name must be allowed. */
function guardedLookup(isAllowed: (a: string) => boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const refused = addresses.find((a) => !isAllowed(a.address));
      if (refused || addresses.length === 0)
        return callback(
          new FetchError(
            `${hostname} resolves to a refused address (${refused?.address})`,
            "blocked",
          ),
          [],
        );
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function checkUrl(url: URL, isAllowed: (a: string) => boolean) {
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new FetchError(`${url.protocol} URLs are not fetched`, "blocked");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // an address literal is connected to without a lookup, so it is checked here
  if (net.isIP(host) && !isAllowed(host))
    throw new FetchError(`${host} is a refused address`, "blocked");
}

/** One GET, no redirect followed; the caller reads or drops the response. */
function requestOnce(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  const isAllowed = allowed(limits);
  checkUrl(url, isAllowed);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, {
      lookup: guardedLookup(isAllowed) as unknown as typeof dns.lookup,
      signal,
      headers: {
        "user-agent": "VozovnaImport/1.0",
        accept: limits.contentType ? `${limits.contentType}*` : "*/*",
      },
      agent: false,
    });
    req.on("response", resolve);
    req.on("error", (err) => reject(asFetchError(err, signal, limits)));
  });
}

/**
 * GETs the URL, following at most maxRedirects redirects (each one checked like the first),
 * and answers the final 200 response, its type and declared size checked. The timeout covers the
 * whole exchange: the caller reads the body before `signal` fires.
 */
async function openChecked(raw: string, limits: FetchLimits, signal: AbortSignal) {
  let url = new URL(raw);
  for (let hop = 0; ; hop++) {
    const res = await requestOnce(url, limits, signal);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      if (hop >= limits.maxRedirects)
        throw new FetchError(`more than ${limits.maxRedirects} redirects`, "limit");
      url = new URL(res.headers.location, url);
      continue;
    }
    if (status !== 200) {
      res.resume();
      throw new FetchError(`HTTP ${status}`, "http");
    }
    const type = String(res.headers["content-type"] ?? "");
    if (limits.contentType && !type.toLowerCase().startsWith(limits.contentType)) {
      res.resume();
      throw new FetchError(
        `content type ${type || "(none)"} is not ${limits.contentType}*`,
        "http",
      );
    }
    const declared = Number(res.headers["content-length"]);
    if (declared > limits.maxBytes) {
      res.resume();
      throw new FetchError(`larger than ${limits.maxBytes} bytes`, "limit");
    }
    return res;
  }
}

/** Counts the bytes of a body and fails it past the limit (a body need not declare its size). */
async function* limited(res: IncomingMessage, maxBytes: number): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      res.destroy();
      throw new FetchError(`larger than ${maxBytes} bytes`, "limit");
    }
    yield chunk;
  }
}

const asFetchError = (err: unknown, signal: AbortSignal, limits: FetchLimits) =>
  err instanceof FetchError
    ? err
    : new FetchError(
        signal.aborted ? `timed out after ${limits.timeoutMs} ms` : (err as Error).message,
      );

/** The whole body of a guarded GET (a photo). Throws FetchError. */
export async function fetchBytes(url: string, limits: FetchLimits): Promise<Buffer> {
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), limits.timeoutMs);
  try {
    const res = await openChecked(url, limits, ctl.signal);
    const chunks: Buffer[] = [];
    for await (const chunk of limited(res, limits.maxBytes)) chunks.push(chunk);
    return Buffer.concat(chunks);
  } catch (err) {
    throw asFetchError(err, ctl.signal, limits);
  } finally {
    clearTimeout(timer);
  }
}

/** The body of a guarded GET as a stream of chunks (a feed), its size limited. Throws FetchError. */
export async function* fetchStream(url: string, limits: FetchLimits): AsyncGenerator<Buffer> {
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), limits.timeoutMs);
  try {
    const res = await openChecked(url, limits, ctl.signal);
    yield* limited(res, limits.maxBytes);
  } catch (err) {
    throw asFetchError(err, ctl.signal, limits);
  } finally {
    clearTimeout(timer);
  }
}
