// One error type on both sides of the wire (ARCHITECTURE.md §5). Client-safe.
// Every error body is `{ error, code, fields?, ...extras }`; the HTTP status derives from the
// code's top-level part, and a dotted sub-code says which of its kind it is.
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorKind = keyof typeof ERROR_STATUS;

/** The closed list of codes a body may carry; a client may switch on any of them. */
export const ERROR_CODES = [
  "bad_request",
  "bad_request.json",
  "bad_request.encoding",
  "bad_request.nul",
  "bad_request.multipart",
  "bad_request.phone_unverified",
  "bad_request.phone_code_not_sent",
  "bad_request.phone_code_expired",
  "bad_request.phone_code_attempts",
  "bad_request.phone_code_wrong",
  "bad_request.image",
  "bad_request.saved_search_limit",
  "unauthorized",
  "unauthorized.google",
  "forbidden",
  "forbidden.origin",
  "forbidden.csrf",
  "forbidden.own_ad",
  "forbidden.imported_ad",
  "forbidden.undeliverable",
  "not_found",
  "not_found.no_profile",
  "gone",
  "gone.ad_closed",
  "gone.expired",
  "conflict",
  "conflict.profile_exists",
  "conflict.saved_search_exists",
  "conflict.in_progress",
  "payload_too_large",
  "payload_too_large.upload",
  "rate_limited",
  "rate_limited.cooldown",
  "rate_limited.sms_quota",
  "rate_limited.messages",
  "internal",
  "internal.sms",
  "unavailable",
  "unavailable.storage",
] as const satisfies readonly (ErrorKind | `${ErrorKind}.${string}`)[];
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The spec's extra fields (`retry_after_seconds`, `originalAd`, …); the reserved keys stay ours. */
export type ErrorExtra = Record<string, unknown> & { error?: never; code?: never; fields?: never };

export const isErrorCode = (value: unknown): value is ErrorCode =>
  (ERROR_CODES as readonly unknown[]).includes(value);

export const kindOf = (code: ErrorCode): ErrorKind => code.split(".")[0] as ErrorKind;

/** The top-level code of an HTTP error status, `internal` for one we never send. */
export const codeForStatus = (status: number): ErrorKind =>
  (Object.keys(ERROR_STATUS) as ErrorKind[]).find((k) => ERROR_STATUS[k] === status) ?? "internal";

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: ErrorExtra,
  ) {
    super(message);
    this.name = "AppError";
  }
  get status(): number {
    return ERROR_STATUS[kindOf(this.code)];
  }
  toJSON() {
    return {
      error: this.message,
      code: this.code,
      ...(this.fields ? { fields: this.fields } : {}),
      ...this.extra,
    };
  }

  /** The error an answer's status and JSON body describe (the client fetcher's side). */
  static fromBody(status: number, body: unknown, statusText = ""): AppError {
    const json = body && typeof body === "object" && !Array.isArray(body) ? body : {};
    const { error, code, fields, ...extra } = json as Record<string, unknown>;
    // A code that disagrees with the status (a proxy's page, another server) is not ours.
    const known =
      isErrorCode(code) && ERROR_STATUS[kindOf(code)] === status ? code : codeForStatus(status);
    const message = typeof error === "string" ? error : statusText;
    const ownFields =
      fields && typeof fields === "object" ? (fields as Record<string, string>) : undefined;
    return new AppError(known, message, ownFields, extra);
  }
}

/**
 * Whether `err` is an AppError with `code`; a top-level code also matches its sub-codes
 * (`isCode(err, "rate_limited")` is true for `rate_limited.cooldown`).
 */
export function isCode(err: unknown, code: ErrorCode): err is AppError {
  return err instanceof AppError && (err.code === code || kindOf(err.code) === code);
}

/** The entry of `keys` for `err`'s code, else for its top-level code (a message key, usually). */
export function pickForError<T>(err: unknown, keys: Partial<Record<ErrorCode, T>>): T | undefined {
  if (!(err instanceof AppError)) return undefined;
  return keys[err.code] ?? keys[kindOf(err.code)];
}
