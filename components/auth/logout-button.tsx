"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { apiFetch } from "@/lib/infra/api/client";
import { localePrefix } from "@/lib/auth/client";
import { swrKeys } from "@/components/swr/keys";
import { ANONYMOUS } from "@/components/swr/use-current-user";

export function LogoutButton({ className, to = "/" }: { className?: string; to?: string }) {
  const t = useTranslations("auth");
  const [busy, setBusy] = useState(false);
  const { mutate } = useSWRConfig();
  const logout = async () => {
    setBusy(true);
    try {
      await apiFetch("/api/logout/", { method: "POST", noRedirect: true });
      await mutate(swrKeys.currentUser, ANONYMOUS, { revalidate: false });
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
