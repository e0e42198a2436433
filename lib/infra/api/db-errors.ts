// Which driver errors are the client's or the moment's fault rather than a bug: the database
// being out of reach (503, try again) and text PostgreSQL cannot store (400). Pure.

/**
 * pg's socket errors; Node sets `code` on the AggregateError of a dual-stack connect too. Another
 * upstream's (SMTP, SMS) would match as well, and "try again shortly" fits them just as much.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
/** Server shutting down or starting, too many connections; class 08 is "connection exception". */
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** pg's pool and client messages, and PGlite's once closed or aborted. */
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is clos(ed|ing)|PGlite failed to initialize|^Aborted\(/;
/** invalid_byte_sequence_for_encoding (a NUL in text), untranslatable_character. */
const TEXT_CODES = new Set(["22021", "22P05"]);

/** The error, the errors it wraps (drizzle's `cause`) and an AggregateError's members. */
function* chain(err: unknown, depth = 0): Generator<{ code?: unknown; message?: unknown }> {
  if (!err || typeof err !== "object" || depth > 5) return;
  yield err as { code?: unknown; message?: unknown };
  yield* chain((err as { cause?: unknown }).cause, depth + 1);
  if (err instanceof AggregateError) for (const e of err.errors) yield* chain(e, depth + 1);
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = typeof e.code === "string" ? e.code : "";
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith("08")) return true;
    if (typeof e.message === "string" && MESSAGES.test(e.message)) return true;
  }
  return false;
}

export function isUnstorableText(err: unknown): boolean {
  for (const e of chain(err)) if (typeof e.code === "string" && TEXT_CODES.has(e.code)) return true;
  return false;
}
