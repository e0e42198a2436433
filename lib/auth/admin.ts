import "server-only";
import { getEnv } from "@/lib/env";

/** Admins are the usernames listed in ADMIN_USERNAMES (comma separated; DESIGN.md §4.5). */
export function isAdmin(username: string | null | undefined): boolean {
  if (!username) return false;
  const wanted = username.trim().toLowerCase();
  return getEnv()
    .ADMIN_USERNAMES.split(",")
    .some((name) => name.trim().toLowerCase() === wanted);
}
