// Text PostgreSQL cannot store: a NUL (U+0000) anywhere in an input answers 400 before any
// handler sees it, instead of a driver error on insert or look-up. Client-safe.
import { AppError } from "@/lib/infra/errors";

/** Any string in `value` (object keys included, nested to any depth) holds a NUL. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (!value || typeof value !== "object" || depth > 64) return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes("\0") || hasNul(v, depth + 1));
}

export const nulError = () =>
  new AppError("bad_request.nul", "Input must not contain NUL characters.");

/** Throws the 400 when `value` holds a NUL; returns it otherwise. */
export function refuseNul<T>(value: T): T {
  if (hasNul(value)) throw nulError();
  return value;
}

/** The query string's keys and values as one list, for refuseNul. */
export const queryEntries = (params: URLSearchParams) => [...params].flat();
