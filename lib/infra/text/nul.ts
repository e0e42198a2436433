// A NUL (U+0000) in text: PostgreSQL cannot store it, so inputs holding one are refused (the route
// wrapper's refuseNul in lib/infra/api/input.ts, better-auth's endpoints in lib/auth/refuse-nul.ts).
// Client-safe and pure.

/** Any string in `value` (object keys included, nested to any depth) holds a NUL. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (!value || typeof value !== "object" || depth > 64) return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes("\0") || hasNul(v, depth + 1));
}
