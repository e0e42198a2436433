import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { getEnv } from "@/lib/infra/env";

// SMS adapter (ARCHITECTURE.md §2): the server log and DATA_DIR/outbox/sms.log by default,
// Twilio Verify (which makes and checks its own codes) with TWILIO_* set.

export const smsLogFile = () => path.join(getEnv().dataDir, "outbox", "sms.log");

export const usesTwilioVerify = () => {
  const e = getEnv();
  return Boolean(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_VERIFY_SERVICE_SID);
};

async function twilio(
  endpoint: "Verifications" | "VerificationCheck",
  body: Record<string, string>,
) {
  const e = getEnv();
  const res = await fetch(
    `https://verify.twilio.com/v2/Services/${e.TWILIO_VERIFY_SERVICE_SID}/${endpoint}`,
    {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${e.TWILIO_ACCOUNT_SID}:${e.TWILIO_AUTH_TOKEN}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(body),
      signal: AbortSignal.timeout(10_000),
    },
  );
  if (!res.ok && res.status !== 404)
    throw new Error(`Twilio Verify ${endpoint}: HTTP ${res.status}`);
  return res.ok ? ((await res.json()) as { status?: string }) : { status: "not_found" };
}

/** Sends a verification code: ours (`text` carries it) or Twilio's (text unused). */
export async function sendVerificationSms(to: string, text: string, locale: string) {
  if (usesTwilioVerify()) {
    await twilio("Verifications", { To: to, Channel: "sms", Locale: locale });
    return;
  }
  const line = `${new Date().toISOString()} to=${to} ${text}\n`;
  await fs.mkdir(path.dirname(smsLogFile()), { recursive: true });
  await fs.appendFile(smsLogFile(), line);
  console.info(`[sms] ${line.trim()}`);
}

/** Twilio Verify's own check; only used when usesTwilioVerify(). */
export async function checkTwilioCode(to: string, code: string): Promise<boolean> {
  return (await twilio("VerificationCheck", { To: to, Code: code })).status === "approved";
}
