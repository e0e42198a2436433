"use client";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { TextField } from "@/components/ui/text-field";
import { FormAlert } from "@/components/ui/form-alert";
import { useErrorText } from "@/components/ui/use-error-text";
import { apiFetch } from "@/lib/infra/api/client";
import { AppError, pickForError, type ErrorCode } from "@/lib/infra/errors";
import { CODE_MAX_LENGTH, CODE_MIN_LENGTH, normalizePhone } from "@/lib/sellers/schemas";
import { useUserProfile } from "@/components/swr/use-user-profile";
import { useCountdown } from "./use-countdown";
import { Button } from "@/components/ui/button";

const SERVER_CODES: Partial<Record<ErrorCode, string>> = {
  "rate_limited.cooldown": "phone.errors.cooldown",
  "rate_limited.sms_quota": "phone.errors.tooManyCodes",
  "internal.sms": "phone.errors.sendFailed",
};

/**
 * Phone number with its SMS verification (seed 001 §4, §5): send a code (60 s cooldown shown
 * as a countdown), type 4–6 digits, verify. Changing the number or pressing Edit starts over.
 */
export function PhoneVerification({
  phone,
  onPhoneChange,
  verified,
  onVerified,
  error,
}: {
  phone: string;
  onPhoneChange: (v: string) => void;
  verified: string | null;
  onVerified: (e164: string | null) => void;
  error?: string;
}) {
  const t = useTranslations("phone");
  const f = useTranslations("sellerProfileForm");
  const errorText = useErrorText();
  const { left, start } = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const resumed = useRef(false);
  // Reopening the form within a code's lifetime resumes it, once: the number, the code box, the countdown.
  const { mutate: refreshProfile } = useUserProfile({
    onLoad: (profile) => {
      if (resumed.current) return;
      resumed.current = true;
      const pending = profile.phone_pending_verification;
      if (!pending) return;
      onPhoneChange(pending);
      setSentTo(pending);
      if (profile.phone_verification_cooldown_active)
        start(profile.phone_verification_cooldown_seconds_remaining);
    },
  });
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const e164 = normalizePhone(phone);
  const isVerified = verified !== null && verified === e164;

  const fail = (err: unknown, fallback: string) => {
    if (err instanceof AppError) {
      const seconds = Number(err.extra?.cooldown_seconds_remaining);
      if (seconds > 0) start(seconds);
      setProblem(pickForError(err, SERVER_CODES) ?? Object.values(err.fields ?? {})[0] ?? fallback);
    } else setProblem(fallback);
  };

  const send = async () => {
    if (!e164) return setProblem("sellerProfileForm.errors.phoneInvalid");
    resumed.current = true; // a profile read still under way must not undo what the user does now
    setBusy(true);
    setProblem(null);
    try {
      const res = await apiFetch<{ cooldown_seconds: number }>(
        "/api/profile/phone/start-verification/",
        { method: "POST", body: { phone_number: e164 } },
      );
      setSentTo(e164);
      setCode("");
      start(res.cooldown_seconds);
      void refreshProfile();
    } catch (err) {
      fail(err, "phone.errors.sendFailed");
    } finally {
      setBusy(false);
    }
  };

  const check = async () => {
    if (!sentTo) return;
    setBusy(true);
    setProblem(null);
    try {
      await apiFetch("/api/profile/phone/check-verification/", {
        method: "POST",
        body: { code, phone_to_verify: sentTo },
      });
      onVerified(sentTo);
      setSentTo(null);
      void refreshProfile();
    } catch (err) {
      fail(err, "phone.errors.verifyFailed");
    } finally {
      setBusy(false);
    }
  };

  const edit = () => {
    onVerified(null);
    setSentTo(null);
    setCode("");
  };

  return (
    <div className="grid gap-2">
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={f("phone")}
          name="phone_number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+420 777 123 456"
          value={phone}
          readOnly={isVerified}
          onChange={(e) => {
            onPhoneChange(e.target.value);
            if (sentTo && normalizePhone(e.target.value) !== sentTo) setSentTo(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "phone_number-error" : undefined}
        />
        {isVerified ? (
          <Button variant="secondary" onClick={edit} className="mb-px">
            {t("edit")}
          </Button>
        ) : (
          <Button
            variant="accent"
            onClick={send}
            disabled={!e164 || left > 0 || busy}
            className="mb-px whitespace-nowrap"
          >
            {left > 0 ? t("resendIn", { seconds: left }) : sentTo ? t("resend") : t("sendCode")}
          </Button>
        )}
      </div>
      {error && (
        <p id="phone_number-error" className="text-sm text-red-600">
          {error}
        </p>
      )}
      {isVerified && (
        <p className="flex items-center gap-1 text-sm font-medium text-green-700">
          <span aria-hidden>✓</span> {t("verified")}
        </p>
      )}
      {!isVerified && sentTo && (
        <div className="grid gap-2 rounded-lg bg-slate-50 p-3">
          <p className="text-sm text-slate-600">{t("codeSent", { phone: sentTo })}</p>
          <div className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label={t("code")}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_MAX_LENGTH}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, CODE_MAX_LENGTH))}
            />
            <Button
              onClick={check}
              disabled={code.length < CODE_MIN_LENGTH || busy}
              className="mb-px"
            >
              {t("verify")}
            </Button>
          </div>
        </div>
      )}
      {left > 0 && problem === "phone.errors.cooldown" ? (
        <FormAlert kind="info">{t("errors.cooldown", { seconds: left })}</FormAlert>
      ) : (
        problem && <FormAlert>{errorText(problem)}</FormAlert>
      )}
    </div>
  );
}
