import "server-only";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/api/errors";

type Limit = { points: number; duration: number };

// One limiter per (points, duration) pair, kept across hot reloads; keys carry the purpose.
const g = globalThis as unknown as { __vozovnaLimiters?: Map<string, RateLimiterMemory> };
const limiters = (g.__vozovnaLimiters ??= new Map());

function limiterFor({ points, duration }: Limit) {
  const id = `${points}/${duration}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = new RateLimiterMemory({ points, duration });
    limiters.set(id, limiter);
  }
  return limiter;
}

/** Spends one point for `key`; throws a 429 AppError carrying retry_after_seconds when none is left. */
export async function limitOrThrow(key: string, limit: Limit) {
  try {
    await limiterFor(limit).consume(key);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    const retry = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
    throw new AppError("rate_limited", "Too many requests. Please try again later.", undefined, {
      retry_after_seconds: retry,
    });
  }
}

/**
 * The caller's address as our reverse proxy reports it. The last x-forwarded-for hop is the one
 * that proxy appended; earlier hops come from the client and could be forged to dodge limits.
 */
export function clientIp(req: Pick<NextRequest, "headers">): string {
  const hops = req.headers.get("x-forwarded-for")?.split(",").map((h) => h.trim()).filter(Boolean) ?? [];
  return hops.at(-1) || req.headers.get("x-real-ip") || "unknown";
}

/** For tests: forget every counter. */
export function resetRateLimits() {
  limiters.clear();
}
