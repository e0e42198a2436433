import "server-only";
import { createTranslator } from "use-intl/core";
import { getDb } from "@/lib/infra/db/client";
import { feedback } from "@/lib/infra/db/schema";
import { getEnv } from "@/lib/infra/env";
import { queueMail } from "@/lib/infra/mail";
import cs from "@/messages/cs.json";
import type { Feedback } from "./schemas";

/** Stores a contact message and queues its e-mail to the site's inbox in the same transaction. */
export async function createFeedback({
  input,
  ipAddress,
  userId,
}: {
  input: Feedback;
  ipAddress?: string;
  userId?: string | null;
}) {
  // The inbox is read by the Czech team, whatever the sender's interface language.
  const t = createTranslator({ locale: "cs", messages: cs, namespace: "contact.mail" });
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({ name: input.name, email: input.email, message: input.message, ipAddress, userId })
      .returning({ id: feedback.id });
    await queueMail(
      {
        to: getEnv().CONTACT_INBOX,
        replyTo: input.email,
        subject: t("subject", { name: input.name }),
        text: t("body", {
          name: input.name,
          email: input.email,
          message: input.message,
          id: row.id,
        }),
      },
      tx,
    );
    return row;
  });
}
