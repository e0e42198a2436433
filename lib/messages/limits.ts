// The limits of messages between buyers and sellers (issue 31), in one place; enforced by the
// server (lib/messages/mutations.ts, pending.ts), shown by the form. Client-safe.
/** A message body's length in characters (the tables' CHECKs say the same). */
export const MESSAGE_BODY_MIN = 2;
export const MESSAGE_BODY_MAX = 2000;

/**
 * Messages one sender may send (first messages and replies alike, counted from the stored
 * messages, so every instance agrees): per hour, per day, and per ad per day.
 */
export const MESSAGE_LIMITS = {
  perHour: 20,
  perDay: 60,
  perAdPerDay: 15,
} as const;

/** New threads a sender may start in a day (the first messages to different ads). */
export const NEW_THREADS_PER_DAY = 10;

/** Signed-out messages one e-mail address or one network address may leave in a day. */
export const PENDING_PER_DAY = 5;

/** A signed-out buyer's message waits this long for the e-mail's confirmation. */
export const PENDING_TTL_HOURS = 48;

/** At most one notification e-mail per thread and recipient in this many minutes. */
export const NOTIFY_INTERVAL_MINUTES = 15;

/** Page size of GET /api/conversations/. */
export const CONVERSATIONS_PAGE_SIZE = 20;

/** The messages one GET /api/conversations/{id}/ returns (the newest ones). */
export const THREAD_MESSAGES_MAX = 200;

/** The message routes' own per-user (signed out: per network address) limit, a coarse guard. */
export const MESSAGE_ROUTE_LIMIT = { points: 30, duration: 3600 } as const;

/** Confirmation attempts per network address (a token cannot be guessed; this stops trying). */
export const CONFIRM_RATE_LIMIT = { points: 30, duration: 600 } as const;
