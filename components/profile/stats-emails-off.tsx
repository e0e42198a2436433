"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button, buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { apiFetch } from "@/lib/infra/api/client";
import { isCode } from "@/lib/infra/errors";
import { routes } from "@/lib/routes";

type State =
  { kind: "ask"; busy: boolean } | { kind: "done" } | { kind: "error"; invalid: boolean };

/**
 * The page of the link in the weekly statistics e-mail that stops them (issue 32), as the message
 * e-mails' (components/message-seller/message-emails-off.tsx): opening it changes nothing; only
 * its button sends the RFC 8058 one-click POST a mail client sends.
 */
export function StatsEmailsOff({ user, token }: { user: string | null; token: string | null }) {
  const t = useTranslations("adStats");
  const [state, setState] = useState<State>(
    user && token ? { kind: "ask", busy: false } : { kind: "error", invalid: true },
  );
  const stop = async () => {
    if (!user || !token) return;
    setState({ kind: "ask", busy: true });
    try {
      await apiFetch(
        `/api/profile/stats-emails/unsubscribe/${encodeURIComponent(user)}/${encodeURIComponent(token)}/`,
        {
          method: "POST",
          body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
          noRedirect: true,
        },
      );
      setState({ kind: "done" });
    } catch (err) {
      setState({ kind: "error", invalid: isCode(err, "bad_request") });
    }
  };
  const home = (
    <Link href="/" className={buttonClass({ variant: "secondary" })}>
      {t("emailsOff.home")}
    </Link>
  );

  if (state.kind === "ask")
    return (
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("emailsOff.heading")}</h1>
        <p className="mt-2 text-slate-700">{t("emailsOff.text")}</p>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Button onClick={() => void stop()} disabled={state.busy} aria-busy={state.busy}>
            {t("emailsOff.button")}
          </Button>
          {home}
        </div>
        <p role="status" className="mt-3 text-sm text-slate-600 empty:hidden">
          {state.busy ? t("emailsOff.loading") : null}
        </p>
      </div>
    );

  if (state.kind === "error")
    return (
      <div role="alert">
        <h1 className="text-2xl font-bold text-red-700">{t("emailsOff.errorTitle")}</h1>
        <p className="mt-2 text-slate-700">
          {state.invalid ? t("emailsOff.invalid") : t("emailsOff.failed")}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">{home}</div>
      </div>
    );

  return (
    <div role="status">
      <h1 className="text-2xl font-bold text-green-700">{t("emailsOff.doneTitle")}</h1>
      <p className="mt-2 text-slate-700">{t("emailsOff.doneText")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={routes.profile()} className={buttonClass()}>
          {t("emailsOff.profile")}
        </Link>
        {home}
      </div>
    </div>
  );
}
