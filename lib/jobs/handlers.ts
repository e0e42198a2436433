// Every job kind and its handler; later features register theirs here.
import { registerJobHandler } from "./runner";
import { MAIL_JOB, sendMailJob } from "@/lib/mail";

export function registerDefaultHandlers() {
  registerJobHandler(MAIL_JOB, sendMailJob);
}
