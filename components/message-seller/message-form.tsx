"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { Button, buttonClass } from "@/components/ui/button";
import { controlClass, Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { useErrorText } from "@/components/ui/use-error-text";
import { applyServerErrors, formError } from "@/components/forms/apply-server-errors";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Link } from "@/i18n/navigation";
import { apiFetch } from "@/lib/infra/api/client";
import { MESSAGE_ERROR_KEYS } from "@/lib/messages/errors";
import { MESSAGE_BODY_MAX, PENDING_TTL_HOURS } from "@/lib/messages/limits";
import {
  anonymousMessageSchema,
  messageSchema,
  type PendingAnswer,
  type SentMessage,
} from "@/lib/messages/schemas";
import { routes } from "@/lib/routes";

/** The suggested first lines, as chips that fill the message. */
const SUGGESTIONS = [
  "form.suggestion1",
  "form.suggestion2",
  "form.suggestion3",
  "form.suggestion4",
] as const;

/** Signed in, the server knows who writes: only the message is checked (and sent). */
const signedInSchema = messageSchema.extend({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullish(),
});
type Values = z.input<typeof anonymousMessageSchema>;
type Output = z.output<typeof anonymousMessageSchema>;

/** An ad the message may concern (the seller page lets the buyer pick one). */
export interface MessageAd {
  id: number;
  title: string;
}

type Done = { kind: "sent"; conversationId: number } | { kind: "pending"; email: string };

/**
 * "Napsat prodejci" (issue 31): name, e-mail, phone (optional) and the message with a counter and
 * suggested first lines. Signed in, name and e-mail are the account's (not asked) and the message
 * goes into the thread at once; signed out, it waits for the e-mail's confirmation link. A refusal
 * is shown translated (under its field, or above the button) and keeps what was typed.
 */
export function MessageForm({
  ads,
  signedIn,
  onClose,
}: {
  /** the ad the message concerns, or the seller's ads to pick from (the first is chosen) */
  ads: MessageAd[];
  signedIn: boolean;
  onClose?: () => void;
}) {
  const t = useTranslations("messages");
  const errorText = useErrorText("messages");
  const [adId, setAdId] = useState(ads[0]?.id);
  const [done, setDone] = useState<Done | null>(null);
  const form = useZodForm<Values, Output>(signedIn ? signedInSchema : anonymousMessageSchema, {
    defaultValues: { body: "", name: "", email: "", phone: "" },
  });
  const { register, setValue, getValues, watch } = form;
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const body = watch("body") ?? "";
  const failure = formError(form);

  const fill = (text: string) => {
    const current = (getValues("body") ?? "").trimEnd();
    setValue("body", current ? `${current}\n${text}` : text, {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });
    form.setFocus("body");
  };

  const submit = form.handleSubmit(async (input) => {
    if (adId === undefined) return;
    try {
      const answer = await apiFetch<SentMessage | PendingAnswer>(`/api/ads/${adId}/messages/`, {
        method: "POST",
        body: signedIn
          ? { body: input.body }
          : { body: input.body, name: input.name, email: input.email, phone: input.phone },
        // a refusal is shown here; the buyer keeps what they typed
        noRedirect: true,
      });
      setDone(
        "conversation_id" in answer
          ? { kind: "sent", conversationId: answer.conversation_id }
          : { kind: "pending", email: input.email },
      );
    } catch (err) {
      applyServerErrors(form, err, { codes: MESSAGE_ERROR_KEYS, fallback: "form.failed" });
    }
  });

  if (done) return <MessageDone done={done} onClose={onClose} />;

  const field = (name: "name" | "email" | "phone" | "body") => errorText(errors[name]?.message);
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-slate-600">{t("form.intro")}</p>
      {ads.length > 1 && (
        <Field id="message-ad" label={t("form.ad")}>
          <select
            id="message-ad"
            value={adId}
            onChange={(e) => setAdId(Number(e.target.value))}
            className={controlClass()}
          >
            {ads.map((ad) => (
              <option key={ad.id} value={ad.id}>
                {ad.title}
              </option>
            ))}
          </select>
        </Field>
      )}
      {!signedIn && (
        <>
          <TextField
            id="message-name"
            label={t("form.name")}
            autoComplete="name"
            maxLength={100}
            required
            error={field("name")}
            {...register("name")}
          />
          <TextField
            id="message-email"
            label={t("form.email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            hint={t("form.emailHint")}
            error={field("email")}
            {...register("email")}
          />
          <TextField
            id="message-phone"
            label={t("form.phone")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={30}
            error={field("phone")}
            {...register("phone")}
          />
        </>
      )}
      <div role="group" aria-label={t("form.suggestions")} className="flex flex-wrap gap-2">
        {SUGGESTIONS.map((key) => (
          <button
            key={key}
            type="button"
            onClick={() => fill(t(key))}
            className="hover:border-primary-400 hover:bg-primary-50 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700"
          >
            {t(key)}
          </button>
        ))}
      </div>
      <div>
        <TextArea
          id="message-body"
          label={t("form.message")}
          rows={5}
          maxLength={MESSAGE_BODY_MAX}
          required
          error={field("body")}
          {...register("body")}
        />
        <p className="mt-1 text-right text-xs text-slate-500 tabular-nums" aria-live="polite">
          {t("form.count", { count: body.length, max: MESSAGE_BODY_MAX })}
        </p>
      </div>
      {failure && <FormAlert>{errorText(failure)}</FormAlert>}
      <div className="flex flex-wrap justify-end gap-2">
        {onClose && (
          <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
            {t("form.cancel")}
          </Button>
        )}
        <SubmitButton busy={isSubmitting} className="">
          {isSubmitting ? t("form.sending") : t("form.send")}
        </SubmitButton>
      </div>
    </form>
  );
}

function MessageDone({ done, onClose }: { done: Done; onClose?: () => void }) {
  const t = useTranslations("messages");
  return (
    <div role="status" className="grid gap-3">
      <h3 className="text-lg font-semibold text-green-700">
        {done.kind === "sent" ? t("form.sentTitle") : t("form.pendingTitle")}
      </h3>
      <p className="text-slate-700">
        {done.kind === "sent"
          ? t("form.sentText")
          : t("form.pendingText", { email: done.email, hours: PENDING_TTL_HOURS })}
      </p>
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        {onClose && (
          <Button variant={done.kind === "sent" ? "ghost" : "primary"} onClick={onClose}>
            {t("form.close")}
          </Button>
        )}
        {done.kind === "sent" && (
          <Link href={routes.conversation(done.conversationId)} className={buttonClass()}>
            {t("form.openThread")}
          </Link>
        )}
      </div>
    </div>
  );
}
