// Database errors as logs may show them: without the values of the query. drizzle's
// DrizzleQueryError puts every parameter into its message ("Failed query: … params: <session
// token>,<e-mail>") and keeps them as `params`; PostgreSQL's `detail` repeats a row's values
// ("Key (email)=(jan@example.cz) already exists."). Pure.

const PARAMS = /\nparams: [\s\S]*$/;
const REDACTED = "\nparams: [redacted]";
const VALUES = /=\((?:[^()]|\([^()]*\))*\)/g;

type Loose = Error & { code?: unknown; detail?: unknown; cause?: unknown; params?: unknown };

const isQueryError = (e: unknown): e is Loose =>
  e instanceof Error && "params" in e && /^Failed query: /.test(e.message);

/** Whether the error or one it wraps carries values of a query. */
function carriesValues(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 5) return false;
  const e: Loose = err;
  return isQueryError(err) || typeof e.detail === "string" || carriesValues(e.cause, depth + 1);
}

/** The error again, its message, stack, detail and causes without a query's values. */
function redacted(err: Loose, depth: number): Error {
  const message = err.message.replace(PARAMS, REDACTED);
  const copy: Loose = new Error(message);
  copy.name = err.name;
  copy.stack = err.stack?.split(err.message).join(message);
  if (err.code !== undefined) copy.code = err.code;
  if (typeof err.detail === "string") copy.detail = err.detail.replace(VALUES, "=(…)");
  if (err.cause !== undefined) copy.cause = redactForLog(err.cause, depth + 1);
  return copy;
}

/** What to log for `value`: a database error without its values, anything else as it is. */
export function redactForLog(value: unknown, depth = 0): unknown {
  if (depth > 5 || !carriesValues(value)) return value;
  return redacted(value as Loose, depth);
}

/** A text that may quote a database error's message, without the query's values. */
export const redactMessage = (text: string) => text.replace(PARAMS, REDACTED);

const g = globalThis as unknown as { __vozovnaLogRedaction?: boolean };

/**
 * Makes every console method of this process log database errors without their values: errors
 * also reach the log through Next's own reporting of a failed render, which no code of ours sees.
 */
export function installLogRedaction() {
  if (g.__vozovnaLogRedaction) return;
  g.__vozovnaLogRedaction = true;
  for (const level of ["error", "warn", "info", "log"] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) =>
      original(...args.map((a) => (typeof a === "string" ? redactMessage(a) : redactForLog(a))));
  }
}
