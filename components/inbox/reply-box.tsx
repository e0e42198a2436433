"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextArea } from "@/components/ui/text-area";
import { useErrorText } from "@/components/ui/use-error-text";
import { apiFetch, redirectFor } from "@/lib/infra/api/client";
import { AppError, pickForError } from "@/lib/infra/errors";
import { MESSAGE_ERROR_KEYS, MESSAGES_NAMESPACE } from "@/lib/messages/errors";
import { MESSAGE_BODY_MAX } from "@/lib/messages/limits";
import { messageSchema, type SentMessage } from "@/lib/messages/schemas";

/**
 * The reply of a thread: a counted text box, Ctrl+Enter (⌘+Enter) or the button sends. A refusal
 * (a too long text, the hourly limit, a closed ad) is said in the user's language and the text
 * stays in the box to be sent again.
 */
export function ReplyBox({
  threadId,
  onSent,
}: {
  threadId: number;
  onSent: (sent: SentMessage) => void;
}) {
  const t = useTranslations("inbox");
  const errorText = useErrorText(MESSAGES_NAMESPACE);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (busy) return;
    const parsed = messageSchema.safeParse({ body: text });
    if (!parsed.success) {
      setError(errorText(parsed.error.issues[0]?.message) ?? t("sendFailed"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const sent = await apiFetch<SentMessage>(`/api/conversations/${threadId}/messages/`, {
        method: "POST",
        body: parsed.data,
        noRedirect: true,
      });
      setText("");
      onSent(sent);
    } catch (err) {
      if (err instanceof AppError && err.status === 401) {
        window.location.assign(redirectFor(401)!);
        return;
      }
      const field = err instanceof AppError ? err.fields?.body : undefined;
      const key = field ?? pickForError(err, MESSAGE_ERROR_KEYS);
      setError(key ? (errorText(key) ?? t("sendFailed")) : t("sendFailed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      className="grid gap-2"
    >
      <TextArea
        id="reply-body"
        label={t("replyLabel")}
        rows={3}
        maxLength={MESSAGE_BODY_MAX}
        placeholder={t("replyPlaceholder")}
        hint={t("replyHint")}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void send();
          }
        }}
      />
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-slate-500 tabular-nums" aria-live="polite">
          {t("replyCount", { count: text.length, max: MESSAGE_BODY_MAX })}
        </p>
        <Button type="submit" disabled={busy}>
          {busy ? t("sending") : t("send")}
        </Button>
      </div>
      {error && <FormAlert>{error}</FormAlert>}
    </form>
  );
}
