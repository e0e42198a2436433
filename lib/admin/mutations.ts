import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/infra/errors";
import { getDb, type Db } from "@/lib/infra/db/client";
import { adminAuditLog, users, type UserRole } from "@/lib/infra/db/schema";

/** Every kind of audited admin action (issue 15: edits, photo changes, deletes and the report queue too). */
export type AdminAction =
  | "admin.grant"
  | "admin.revoke"
  | "ad.archive"
  | "ad.edit"
  | "ad.photos"
  | "ad.delete"
  | "report.dismiss"
  | "report.action"
  | "car.split";

/** Appends one row to the audit log, inside the caller's transaction when it passes one. */
export async function recordAdminAction(
  db: Pick<Db, "insert">,
  entry: {
    actorUserId: string | null;
    action: AdminAction;
    target: string;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(adminAuditLog).values({ ...entry, details: entry.details ?? {} });
}

/**
 * Grants or revokes the admin role of the user with this e-mail (`npm run admin`, the demo
 * seed) and audits the change; a user who already has the wanted role is left as is and
 * `changed` is false. Only a verified address is made admin: an unverified account may belong
 * to someone who typed another person's address.
 */
export async function setAdminRole({
  email,
  admin,
  actorUserId = null,
  details = {},
}: {
  email: string;
  admin: boolean;
  actorUserId?: string | null;
  details?: Record<string, unknown>;
}) {
  const address = email.trim().toLowerCase();
  const role: UserRole = admin ? "admin" : "user";
  return getDb().transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, role: users.role, verified: users.emailVerified })
      .from(users)
      .where(eq(users.email, address))
      .for("update");
    if (!user) throw new AppError("not_found", `No user with the e-mail ${address}.`);
    if (user.role === role) return { userId: user.id, email: user.email, role, changed: false };
    if (admin && !user.verified)
      throw new AppError("conflict", `${user.email} has not verified the e-mail address yet.`);
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordAdminAction(tx, {
      actorUserId,
      action: admin ? "admin.grant" : "admin.revoke",
      target: `user:${user.id}`,
      details: { ...details, email: user.email },
    });
    return { userId: user.id, email: user.email, role, changed: true };
  });
}
