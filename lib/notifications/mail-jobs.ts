import "server-only";
import { createElement } from "react";
import { z } from "zod";
import { enqueueJob, type JobExecutor } from "@/lib/infra/jobs/queue";
import { sendMail } from "@/lib/infra/mail";
import { renderEmail } from "./render";
import { digestSubject, SavedSearchDigest, type DigestProps } from "./emails/saved-search-digest";

// The digest e-mail as a job of its own: the alert run writes the digest's data (the searches, the
// ads as the mail shows them, the links) in the transaction that moves the marks, and the job
// renders and sends it. The run's transactions stay short and its jobs small (the data is about a
// quarter of the rendered HTML and text); a retry renders the same data into the same e-mail.

export const DIGEST_JOB = "alerts.digest";

const payloadSchema = z.object({
  to: z.string().min(3),
  props: z.custom<DigestProps>((v) => typeof v === "object" && v !== null && "searches" in v),
  headers: z.record(z.string(), z.string()),
});
export type DigestJob = z.infer<typeof payloadSchema>;

export const queueDigest = (job: DigestJob, tx: JobExecutor) =>
  enqueueJob(DIGEST_JOB, job as unknown as Record<string, unknown>, { tx });

export async function sendDigestJob(payload: Record<string, unknown>) {
  const { to, props, headers } = payloadSchema.parse(payload);
  const { html, text } = renderEmail(createElement(SavedSearchDigest, props));
  await sendMail({ to, subject: digestSubject(props), html, text, headers });
}
