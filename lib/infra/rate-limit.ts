import "server-only";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { AppError } from "@/lib/infra/errors";
import { dbKind, dbState, getDb } from "@/lib/infra/db/client";
import { getEnv } from "@/lib/infra/env";

export interface LimitOptions {
  points: number;
  /** Window in seconds. */
  duration: number;
  /** In this process's memory whatever RATE_LIMIT_STORE says: a path that must not write (beacons). */
  local?: boolean;
}

// One limiter per (points, duration) pair, kept across hot reloads; keys carry the purpose.
const g = globalThis as unknown as { __vozovnaLimiters?: Map<string, RateLimiterAbstract> };
const limiters = (g.__vozovnaLimiters ??= new Map());

/**
 * In memory by default; in PostgreSQL (shared by every instance) with RATE_LIMIT_STORE=postgres
 * and DATABASE_URL, falling back to memory if the store fails.
 */
function createLimiter(opts: LimitOptions, id: string): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ points: opts.points, duration: opts.duration });
  if (opts.local || getEnv().RATE_LIMIT_STORE !== "postgres" || dbKind() !== "postgres")
    return memory;
  getDb();
  return new RateLimiterPostgres({
    storeClient: dbState().pool,
    storeType: "pool",
    tableName: "rate_limiter_flexible",
    keyPrefix: `vz${id.replace(/\W/g, "_")}`,
    points: opts.points,
    duration: opts.duration,
    insuranceLimiter: memory,
  });
}

function limiter(opts: LimitOptions) {
  const id = `${opts.points}/${opts.duration}${opts.local ? "/local" : ""}`;
  let l = limiters.get(id);
  if (!l) limiters.set(id, (l = createLimiter(opts, id)));
  return l;
}

/** Spends one point for `key`; throws a 429 AppError carrying retry_after_seconds when none is left. */
export async function limitOrThrow(key: string, opts: LimitOptions) {
  try {
    await limiter(opts).consume(key);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    const retry = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
    throw new AppError("rate_limited", "Too many requests. Please try again later.", undefined, {
      retry_after_seconds: retry,
    });
  }
}

/** Spends one point for `key` when one is left: true if it was, false (nothing thrown) if not. */
export async function tryConsume(key: string, opts: LimitOptions): Promise<boolean> {
  try {
    await limiter(opts).consume(key);
    return true;
  } catch (err) {
    if (err instanceof RateLimiterRes) return false;
    throw err;
  }
}

/** Forgets a key (e.g. after a successful sign-in). */
export async function resetLimit(key: string, opts: LimitOptions) {
  await limiter(opts).delete(key);
}

/** For tests: forget every counter. */
export function resetRateLimits() {
  limiters.clear();
}
