import "server-only";
import { getDb } from "@/lib/infra/db/client";
import { userConsents } from "@/lib/infra/db/schema";
import type { ConsentLog } from "./schemas";

/** Appends one consent decision; every change is kept as proof of what was agreed and when. */
export async function logConsent({
  log,
  userAgent,
  userId,
}: {
  log: ConsentLog;
  userAgent?: string | null;
  userId?: string | null;
}) {
  const [row] = await getDb()
    .insert(userConsents)
    .values({
      consentId: log.consent_id,
      acceptType: log.accept_type,
      acceptedCategories: log.accepted_categories,
      rejectedCategories: log.rejected_categories,
      userAgent: userAgent?.slice(0, 500) ?? null,
      userId: userId ?? null,
    })
    .returning({ id: userConsents.id });
  return row;
}
