"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";
import { apiFetch } from "@/lib/infra/api/client";
import type { FavoriteSettings } from "@/lib/favorites/schemas";

const SETTINGS_PATH = "/api/favorites/settings/";

/** The opt-out of the daily price-drop e-mail: saved on change, put back with a message on failure. */
export function PriceAlertsSwitch({ initial }: { initial: boolean }) {
  const t = useTranslations("favorites");
  const id = useId();
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const change = async (next: boolean) => {
    setOn(next);
    setBusy(true);
    setFailed(false);
    try {
      const saved = await apiFetch<FavoriteSettings>(SETTINGS_PATH, {
        method: "PATCH",
        body: { price_drop_alerts: next } satisfies FavoriteSettings,
      });
      setOn(saved.price_drop_alerts);
    } catch {
      setOn(!next);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Checkbox
      id={id}
      name="price_drop_alerts"
      label={t("alerts")}
      checked={on}
      aria-busy={busy}
      onChange={(e) => void change(e.target.checked)}
      error={failed ? t("alertsFailed") : undefined}
      className="text-slate-700"
    />
  );
}
