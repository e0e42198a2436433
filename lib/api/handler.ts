import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { ZodError } from "zod";
import { migrateDb } from "@/lib/db/migrate";
import { AppError } from "./errors";

type Ctx<P> = { params: Promise<P> };
type Handler<P> = (req: NextRequest, ctx: { params: P }) => Promise<Response | unknown>;

/** Maps a zod error to the 400 body of DESIGN.md §5. */
export function validationError(err: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of err.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
  return new AppError("bad_request", "Invalid input", fields);
}

export function errorResponse(err: unknown): NextResponse {
  const e =
    err instanceof AppError ? err : err instanceof ZodError ? validationError(err) : undefined;
  if (e) return NextResponse.json(e.toJSON(), { status: e.status });
  console.error("[api] unexpected error:", err);
  return NextResponse.json({ error: "Internal server error. Please try again later." }, { status: 500 });
}

/**
 * Wraps a route handler: awaits params, makes sure the schema is migrated, turns a plain
 * return value into JSON and every error into the agreed error body.
 */
export function route<P = Record<string, never>>(fn: Handler<P>) {
  return async (req: NextRequest, ctx: Ctx<P>) => {
    try {
      await migrateDb();
      const out = await fn(req, { params: await ctx.params });
      return out instanceof Response ? out : NextResponse.json(out);
    } catch (err) {
      return errorResponse(err);
    }
  };
}
