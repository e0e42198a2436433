"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { apiFetch } from "@/lib/api/client";
import { localePrefix } from "@/lib/auth/client";

export function LogoutButton({ className, to = "/" }: { className?: string; to?: string }) {
  const t = useTranslations("auth");
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    try {
      await apiFetch("/api/logout/", { method: "POST", noRedirect: true });
    } finally {
      window.location.assign(`${localePrefix()}${to === "/" ? "" : to}` || "/");
    }
  };
  return (
    <button type="button" onClick={logout} disabled={busy} className={className}>
      {t("logout")}
    </button>
  );
}
