// Path and query parameters. Client-safe.
import { AppError } from "@/lib/infra/errors";

/** "123" → 123; anything else (letters, signs, zero, absurdly long) → null. */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

/** A numeric id from the path, or the 404 a missing resource answers. */
export function requireId(raw: string | undefined, what = "Resource"): number {
  const id = parseId(raw);
  if (id === null) throw new AppError("not_found", `${what} not found.`);
  return id;
}
