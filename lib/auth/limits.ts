import "server-only";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "@/lib/api/errors";

export interface LimitOptions {
  points: number;
  /** Window in seconds. */
  duration: number;
}

const g = globalThis as unknown as { __vozovnaLimiters?: Map<string, RateLimiterMemory> };
const limiters = (g.__vozovnaLimiters ??= new Map());

function limiter(opts: LimitOptions) {
  const id = `${opts.points}/${opts.duration}`;
  let l = limiters.get(id);
  if (!l) limiters.set(id, (l = new RateLimiterMemory({ points: opts.points, duration: opts.duration })));
  return l;
}

/** Consumes one point of `key`; throws a 429 AppError with retry_after_seconds when spent. */
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

/** Forgets a key (e.g. after a successful sign-in). */
export async function resetLimit(key: string, opts: LimitOptions) {
  await limiter(opts).delete(key);
}

/** Clears every limiter; tests only. */
export function resetAllLimits() {
  limiters.clear();
}
