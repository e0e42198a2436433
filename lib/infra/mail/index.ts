// Mail adapter (ARCHITECTURE.md §2): .eml files in DATA_DIR/outbox by default, SMTP with SMTP_URL.
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { z } from "zod";
import { getEnv } from "@/lib/infra/env";
import { enqueueJob, type JobExecutor } from "@/lib/infra/jobs/queue";

export const MAIL_JOB = "mail.send";

export const mailSchema = z.object({
  to: z.string().min(3),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) of alert e-mails. */
  headers: z.record(z.string(), z.string()).optional(),
});
export type Mail = z.infer<typeof mailSchema>;

export const outboxDir = () => path.join(getEnv().dataDir, "outbox");

let sent = 0;

/** Sends now. Use queueMail from request handlers so a provider outage loses nothing. */
export async function sendMail(mail: Mail) {
  const env = getEnv();
  const message = { from: env.MAIL_FROM, ...mail };
  if (env.SMTP_URL) {
    await nodemailer.createTransport(env.SMTP_URL).sendMail(message);
    return;
  }
  const info = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(message);
  await fs.mkdir(outboxDir(), { recursive: true });
  const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, "_");
  // the counter keeps two e-mails to one address in the same millisecond (a digest and a
  // price-drop e-mail drained together) apart, in the order they were sent
  const seq = String(++sent % 1000).padStart(3, "0");
  const file = path.join(outboxDir(), `${Date.now()}-${seq}-${safeTo}.eml`);
  await fs.writeFile(file, info.message as Buffer);
  console.info(`[mail] "${mail.subject}" to ${mail.to} written to ${file}`);
}

/** Queues an e-mail in the caller's transaction (jobs table). */
export function queueMail(mail: Mail, tx?: JobExecutor) {
  return enqueueJob(MAIL_JOB, mailSchema.parse(mail), { tx });
}

export async function sendMailJob(payload: Record<string, unknown>) {
  await sendMail(mailSchema.parse(payload));
}
