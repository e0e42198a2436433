"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { swrKeys } from "@/components/swr/keys";
import { useMessageSettings } from "@/components/swr/use-message-settings";
import { Checkbox } from "@/components/ui/checkbox";
import { apiFetch } from "@/lib/infra/api/client";
import type { MessageSettings } from "@/lib/messages/schemas";

/** The e-mails about new messages, on or off (GET/PATCH /api/messages/settings/). */
export function EmailSwitch() {
  const t = useTranslations("inbox.emails");
  const { data, mutate } = useMessageSettings();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!data) return null;
  const change = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      const next = await apiFetch<MessageSettings>(swrKeys.messageSettings, {
        method: "PATCH",
        body: { message_emails: on },
      });
      await mutate(next, { revalidate: false });
    } catch (err) {
      console.error("[inbox] settings failed:", err);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Checkbox
      name="message_emails"
      label={t("label")}
      checked={data.message_emails}
      disabled={busy}
      onChange={(e) => void change(e.target.checked)}
      error={failed ? t("failed") : undefined}
    />
  );
}
