import "server-only";
import crypto from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { AppError } from "@/lib/infra/errors";
import { getAuthSecret } from "@/lib/auth/secret";
import { getDb, type Db } from "@/lib/infra/db/client";
import { lockKey } from "@/lib/infra/db/xact-lock";
import { phoneVerifications } from "@/lib/infra/db/schema";
import { getEnv } from "@/lib/infra/env";
import { checkTwilioCode, sendVerificationSms, usesTwilioVerify } from "@/lib/infra/sms";
import { phoneCountry, RESEND_COOLDOWN_SECONDS } from "./schemas";

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CHECKS = 5;
/** Caps against SMS abuse (besides the per-IP limit of the route). */
export const PER_NUMBER_PER_HOUR = 5;
export const PER_ACCOUNT_PER_DAY = 10;
/** How long a verified number may be saved to a seller profile. */
export const VERIFIED_VALID_MS = 24 * 3600_000;
const TWILIO_HASH = "twilio-verify";

const hashCode = (phone: string, code: string) =>
  crypto.createHmac("sha256", getAuthSecret()).update(`phone|${phone}|${code}`).digest("hex");

function assertAllowedCountry(e164: string) {
  const allowed = getEnv()
    .SMS_ALLOWED_COUNTRIES.split(",")
    .map((c) => c.trim().toUpperCase());
  const country = phoneCountry(e164);
  if (!country || !allowed.includes(country)) {
    throw new AppError("bad_request", "Phone numbers of this country are not supported.", {
      phone_number: "phone.errors.countryNotAllowed",
    });
  }
}

const cooldownError = (seconds: number) =>
  new AppError("rate_limited.cooldown", "Please wait before requesting another code.", undefined, {
    cooldown_seconds_remaining: seconds,
  });

/** Seconds until this user may request another code (0 = now). */
export async function cooldownRemaining({
  userId,
  now = new Date(),
  db = getDb(),
}: {
  userId: string;
  now?: Date;
  db?: Pick<Db, "select">;
}) {
  const [last] = await db
    .select({ createdAt: phoneVerifications.createdAt })
    .from(phoneVerifications)
    .where(eq(phoneVerifications.userId, userId))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  if (!last) return 0;
  const left = RESEND_COOLDOWN_SECONDS * 1000 - (now.getTime() - last.createdAt.getTime());
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * Reserves a code under a per-user lock (so parallel requests cannot pass the cooldown
 * together), then sends it; a failed send removes the reservation.
 */
export async function startPhoneVerification(input: {
  userId: string;
  phone: string;
  ip: string;
  locale: string;
  smsText: (code: string) => string;
}) {
  const { userId, phone, ip } = input;
  assertAllowedCountry(phone);
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, "0");
  const twilio = usesTwilioVerify();
  const id = await getDb().transaction(async (tx) => {
    // Always user first, then number: one lock order, no deadlock.
    await lockKey(tx, `phone-verification:${userId}`);
    await lockKey(tx, `phone-verification:${phone}`);
    const now = new Date();
    const wait = await cooldownRemaining({ userId, now, db: tx });
    if (wait > 0) throw cooldownError(wait);
    const [{ perUser }] = await tx
      .select({ perUser: sql<number>`count(*)::int` })
      .from(phoneVerifications)
      .where(
        and(
          eq(phoneVerifications.userId, userId),
          gt(phoneVerifications.createdAt, new Date(now.getTime() - 86400_000)),
        ),
      );
    const [{ perNumber }] = await tx
      .select({ perNumber: sql<number>`count(*)::int` })
      .from(phoneVerifications)
      .where(
        and(
          eq(phoneVerifications.phoneNumber, phone),
          gt(phoneVerifications.createdAt, new Date(now.getTime() - 3600_000)),
        ),
      );
    if (perUser >= PER_ACCOUNT_PER_DAY || perNumber >= PER_NUMBER_PER_HOUR) {
      throw new AppError(
        "rate_limited.sms_quota",
        "Too many codes requested. Please try again later.",
      );
    }
    const [row] = await tx
      .insert(phoneVerifications)
      .values({
        userId,
        phoneNumber: phone,
        codeHash: twilio ? TWILIO_HASH : hashCode(phone, code),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        ipAddress: ip,
        createdAt: now,
      })
      .returning({ id: phoneVerifications.id });
    return row.id;
  });
  try {
    await sendVerificationSms(phone, input.smsText(code), input.locale);
  } catch (err) {
    await getDb().delete(phoneVerifications).where(eq(phoneVerifications.id, id));
    console.error("[sms] sending failed:", err);
    throw new AppError("internal.sms", "The code could not be sent. Please try again later.");
  }
  return {
    sent: true,
    phone_number: phone,
    cooldown_seconds: RESEND_COOLDOWN_SECONDS,
    expires_in_seconds: CODE_TTL_MS / 1000,
  };
}

/** Checks a code: at most MAX_CHECKS tries per code, counted before comparing. */
export async function checkPhoneVerification({
  userId,
  phone,
  code,
}: {
  userId: string;
  phone: string;
  code: string;
}) {
  const db = getDb();
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.userId, userId),
        eq(phoneVerifications.phoneNumber, phone),
        isNull(phoneVerifications.verifiedAt),
      ),
    )
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  if (!row)
    throw new AppError("bad_request.phone_code_not_sent", "No code was sent to this number.", {
      code: "phone.errors.noCode",
    });
  if (row.expiresAt <= new Date()) {
    throw new AppError(
      "bad_request.phone_code_expired",
      "The code has expired. Request a new one.",
      { code: "phone.errors.codeExpired" },
    );
  }
  const [counted] = await db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(eq(phoneVerifications.id, row.id), sql`${phoneVerifications.attempts} < ${MAX_CHECKS}`),
    )
    .returning({ attempts: phoneVerifications.attempts });
  if (!counted) {
    throw new AppError(
      "bad_request.phone_code_attempts",
      "Too many wrong codes. Request a new one.",
      { code: "phone.errors.tooManyAttempts" },
    );
  }
  const ok =
    row.codeHash === TWILIO_HASH
      ? await checkTwilioCode(phone, code)
      : safeEqual(row.codeHash, hashCode(phone, code));
  if (!ok) {
    throw new AppError(
      "bad_request.phone_code_wrong",
      "The code is not correct.",
      { code: "phone.errors.codeWrong" },
      {
        attempts_remaining: MAX_CHECKS - counted.attempts,
      },
    );
  }
  await db
    .update(phoneVerifications)
    .set({ verifiedAt: new Date() })
    .where(eq(phoneVerifications.id, row.id));
  return { verified: true, phone_number: phone };
}

function safeEqual(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** True when this user verified this number recently (the only way phone_verified is set). */
export async function isPhoneVerifiedBy({ userId, phone }: { userId: string; phone: string }) {
  const [row] = await getDb()
    .select({ id: phoneVerifications.id })
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.userId, userId),
        eq(phoneVerifications.phoneNumber, phone),
        isNotNull(phoneVerifications.verifiedAt),
        gt(phoneVerifications.verifiedAt, new Date(Date.now() - VERIFIED_VALID_MS)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The number with a live, unverified code for the profile endpoint, or null. */
export async function pendingPhone({ userId }: { userId: string }) {
  const [row] = await getDb()
    .select({
      phone: phoneVerifications.phoneNumber,
      expiresAt: phoneVerifications.expiresAt,
      verifiedAt: phoneVerifications.verifiedAt,
    })
    .from(phoneVerifications)
    .where(eq(phoneVerifications.userId, userId))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  return row && !row.verifiedAt && row.expiresAt > new Date() ? row.phone : null;
}
