import "server-only";
import { AppError } from "@/lib/infra/errors";
import { isAdmin } from "@/lib/auth/admin";
import type { CurrentSession } from "@/lib/auth/session";

/** The admin API's gate: route() answers 401 without a session, this 403 to a non-admin. */
export function assertAdmin(session: CurrentSession): void {
  if (!isAdmin(session.user)) throw new AppError("forbidden", "Only admins may do this.");
}
