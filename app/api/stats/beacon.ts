import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { readBodyText } from "@/lib/infra/api/body";
import { isAllowedOrigin } from "@/lib/infra/api/csrf";
import { refuseNul } from "@/lib/infra/api/input";
import { AppError } from "@/lib/infra/errors";
import { clientIp } from "@/lib/infra/http/client-address";
import { limitOrThrow } from "@/lib/infra/rate-limit";
import { isCrawler } from "@/lib/stats/visitor";

// The statistics beacons (app/api/stats/*): navigator.sendBeacon sends no custom header, so no
// CSRF token either; what stands in for it is the Origin every browser puts on a POST, which must
// be ours. Nothing here writes to the database: the counts go to lib/stats/counter.ts.

/** A beacon's body is a few dozen bytes (20 ids at most). */
const MAX_BEACON_BYTES = 2048;
/** Per client address and minute: a person reading results and ads sends far fewer. */
export const BEACON_LIMIT = { points: 300, duration: 60, local: true };
const TYPES = new Set(["application/json", "text/plain"]);

export const noContent = () => new Response(null, { status: 204 });

export interface Beacon<T> {
  body: T;
  ip: string;
  userAgent: string;
  /** A crawler's or a script's: answered, not counted. */
  crawler: boolean;
}

/**
 * A same-origin beacon's body checked against `schema`: 403 from another origin, 400 for a body
 * that is not JSON of the schema, 429 past the client's limit.
 */
export async function readBeacon<T>(req: NextRequest, schema: z.ZodType<T>): Promise<Beacon<T>> {
  if (!isAllowedOrigin(req)) throw new AppError("forbidden.origin", "Request origin not allowed.");
  const ip = clientIp(req);
  await limitOrThrow(`stats:${ip}`, BEACON_LIMIT);
  const type = req.headers.get("content-type")?.split(";")[0].trim().toLowerCase() ?? "";
  if (!TYPES.has(type))
    throw new AppError("bad_request.json", "Content-Type must be application/json or text/plain");
  let raw: unknown;
  try {
    raw = JSON.parse(await readBodyText(req, MAX_BEACON_BYTES));
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError("bad_request.json", "Invalid JSON body");
  }
  const body = schema.parse(refuseNul(raw));
  const userAgent = req.headers.get("user-agent") ?? "";
  return { body, ip, userAgent, crawler: isCrawler(userAgent) };
}
