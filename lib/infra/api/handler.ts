import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { ZodError } from "zod";
import { migrateDb } from "@/lib/infra/db/migrate";
import { redactForLog, redactMessage } from "@/lib/infra/db/redact";
import { readSession, type CurrentSession } from "@/lib/auth/session";
import { clientIp } from "@/lib/infra/http/client-address";
import { limitOrThrow, type LimitOptions } from "@/lib/infra/rate-limit";
import { assertCsrf } from "./csrf";
import { readMultipart, type MultipartForm, type MultipartLimits } from "./multipart";
import { isDatabaseUnavailable, isUnstorableText } from "./db-errors";
import { AppError } from "@/lib/infra/errors";
import { hasNul } from "@/lib/infra/text/nul";
import { nulError, queryEntries, refuseNul } from "./input";

type Ctx<P> = { params: Promise<P> };
type Handler<P> = (req: NextRequest, ctx: { params: P }) => Promise<Response | unknown>;

/** Maps a zod error to the 400 body of ARCHITECTURE.md §5. */
export function validationError(err: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of err.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
  return new AppError("bad_request", "Invalid input", fields);
}

/** Seconds a client should wait before retrying while the database is out of reach. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** The agreed error for what went wrong, or undefined for a bug (logged, answered 500). */
function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return validationError(err);
  // decodeURIComponent on a malformed escape (a cookie, a name from the URL): the input's fault.
  if (err instanceof URIError)
    return new AppError("bad_request.encoding", "Malformed percent-encoding.");
  if (isUnstorableText(err)) return nulError();
  if (isDatabaseUnavailable(err)) {
    const message = err instanceof Error ? err.message : String(err);
    console.error("[api] database unavailable:", redactMessage(message));
    return new AppError(
      "unavailable",
      "Service temporarily unavailable. Please try again later.",
      undefined,
      {
        retry_after_seconds: UNAVAILABLE_RETRY_SECONDS,
      },
    );
  }
  return undefined;
}

/** Whole seconds from the error's own hint (a limiter's or the SMS cooldown's), else a minute. */
function retryAfterOf(e: AppError): number {
  const hint = e.extra?.retry_after_seconds ?? e.extra?.cooldown_seconds_remaining;
  return typeof hint === "number" && hint > 0 ? Math.ceil(hint) : 60;
}

/** The JSON error body of ARCHITECTURE.md §5; 429 and 503 also say when to retry (Retry-After). */
export function errorResponse(err: unknown): NextResponse {
  let e = toAppError(err);
  if (!e) {
    console.error("[api] unexpected error:", redactForLog(err));
    e = new AppError("internal", "Internal server error. Please try again later.");
  }
  const res = NextResponse.json(e.toJSON(), { status: e.status });
  if (e.status === 429 || e.status === 503) res.headers.set("Retry-After", String(retryAfterOf(e)));
  return res;
}

export interface RouteOptions {
  /** "required": 401 without a session; "optional": the session when there is one. */
  auth?: "required" | "optional";
  /** The CSRF rule of ARCHITECTURE.md §4.11 on POST/PUT/PATCH/DELETE; on by default with options. */
  csrf?: boolean;
  /** A per-IP (or per-user when signed in) limit under this name. */
  rateLimit?: LimitOptions & { name: string; by?: "ip" | "user" };
  /** A streamed multipart body within these limits, read by `form()` only after the checks above. */
  multipart?: MultipartLimits;
}

export interface SessionCtx {
  session: CurrentSession | null;
  ip: string;
}
type AuthedCtx = { session: CurrentSession; ip: string };
type OptHandler<P, S> = (req: NextRequest, ctx: { params: P } & S) => Promise<Response | unknown>;
/** Lazy, so a handler can refuse (no profile, not the owner) before the body is read. */
type FormCtx = { form: () => Promise<MultipartForm> };

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Wraps a route handler: awaits params, makes sure the schema is migrated, turns a plain
 * return value into JSON and every error into the agreed error body. With options it also
 * looks up the session, enforces CSRF and rate limits (ARCHITECTURE.md §10).
 */
export function route<P = Record<string, never>>(
  fn: Handler<P>,
): (req: NextRequest, ctx: Ctx<P>) => Promise<Response>;
export function route<P = Record<string, never>>(
  opts: RouteOptions & { auth: "required"; multipart: MultipartLimits },
  fn: OptHandler<P, AuthedCtx & FormCtx>,
): (req: NextRequest, ctx: Ctx<P>) => Promise<Response>;
export function route<P = Record<string, never>>(
  opts: RouteOptions & { auth: "required" },
  fn: OptHandler<P, AuthedCtx>,
): (req: NextRequest, ctx: Ctx<P>) => Promise<Response>;
export function route<P = Record<string, never>>(
  opts: RouteOptions,
  fn: OptHandler<P, SessionCtx>,
): (req: NextRequest, ctx: Ctx<P>) => Promise<Response>;
export function route<P>(
  a: RouteOptions | Handler<P>,
  b?: OptHandler<P, AuthedCtx & FormCtx> | OptHandler<P, AuthedCtx> | OptHandler<P, SessionCtx>,
) {
  const opts = typeof a === "function" ? null : a;
  const fn = (typeof a === "function" ? a : b) as OptHandler<P, SessionCtx>;
  return async (req: NextRequest, ctx: Ctx<P>) => {
    let setCookie: string[] = [];
    try {
      const params = await ctx.params;
      // No name we store holds a NUL (lib/infra/api/input.ts): such a path names nothing.
      if (hasNul(params)) throw new AppError("not_found", "Not found.");
      refuseNul(queryEntries(req.nextUrl.searchParams));
      await migrateDb();
      if (!opts) {
        const out = await (fn as Handler<P>)(req, { params });
        return out instanceof Response ? out : NextResponse.json(out);
      }
      const read = await readSession(req.headers);
      setCookie = read.setCookie;
      const { session } = read;
      const ip = clientIp(req);
      if (opts.auth === "required" && !session)
        throw new AppError("unauthorized", "Authentication required.");
      if (opts.csrf !== false && !SAFE.has(req.method)) assertCsrf(req, session?.id ?? null);
      if (opts.rateLimit) {
        const { name, by, ...limit } = opts.rateLimit;
        const who = by === "user" && session ? `u:${session.user.id}` : `ip:${ip}`;
        await limitOrThrow(`${name}:${who}`, limit);
      }
      const limits = opts.multipart;
      let form: Promise<MultipartForm> | undefined;
      const formCtx = limits ? { form: () => (form ??= readMultipart(req, limits)) } : {};
      const out = await fn(req, { params, session, ip, ...formCtx });
      return withCookies(out instanceof Response ? out : NextResponse.json(out), setCookie);
    } catch (err) {
      return withCookies(errorResponse(err), setCookie);
    }
  };
}

/** Adds the renewed session cookie unless the handler set that cookie itself (logout clears it). */
function withCookies(res: Response, setCookie: string[]) {
  const own = new Set(res.headers.getSetCookie().map((c) => c.split("=")[0]));
  for (const c of setCookie) if (!own.has(c.split("=")[0])) res.headers.append("set-cookie", c);
  return res;
}
