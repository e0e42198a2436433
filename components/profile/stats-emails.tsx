"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";
import { apiFetch } from "@/lib/infra/api/client";

/** The weekly statistics e-mail on or off (issue 32; PATCH /api/profile/stats-emails/). */
export function StatsEmailsSwitch({ initial }: { initial: boolean }) {
  const t = useTranslations("adStats.emails");
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const change = async (next: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      const saved = await apiFetch<{ stats_emails: boolean }>("/api/profile/stats-emails/", {
        method: "PATCH",
        body: { stats_emails: next },
      });
      setOn(saved.stats_emails);
    } catch (err) {
      console.error("[profile] stats e-mail setting failed:", err);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Checkbox
      id="stats-emails"
      name="stats_emails"
      className="mt-6"
      label={t("label")}
      checked={on}
      disabled={busy}
      onChange={(e) => void change(e.target.checked)}
      error={failed ? t("failed") : undefined}
    />
  );
}
