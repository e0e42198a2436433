// Text PostgreSQL cannot store: a NUL (U+0000) anywhere in an input answers 400 before any
// handler sees it, instead of a driver error on insert or look-up. Client-safe.
import { AppError } from "@/lib/infra/errors";
import { hasNul } from "@/lib/infra/text/nul";

export const nulError = () =>
  new AppError("bad_request.nul", "Input must not contain NUL characters.");

/** Throws the 400 when `value` holds a NUL; returns it otherwise. */
export function refuseNul<T>(value: T): T {
  if (hasNul(value)) throw nulError();
  return value;
}

/** The query string's keys and values as one list, for refuseNul. */
export const queryEntries = (params: URLSearchParams) => [...params].flat();
