import type { UserRole } from "@/lib/infra/db/schema";

/**
 * Admins are users with the admin role stored on the user (ARCHITECTURE.md §4.5), granted and revoked
 * by `npm run admin`; no name or address a user can choose confers it.
 */
export function isAdmin(user: { role: UserRole } | null | undefined): boolean {
  return user?.role === "admin";
}
