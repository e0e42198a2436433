"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button, buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { apiFetch } from "@/lib/infra/api/client";
import { isCode } from "@/lib/infra/errors";

type State =
  { kind: "ask"; busy: boolean } | { kind: "done" } | { kind: "error"; invalid: boolean };

/**
 * The page of the link in an e-mail that stops that kind of e-mail (new messages, issue 31; the
 * weekly statistics, issue 32), as the saved searches' unsubscribe page
 * (components/static/unsubscribe-status.tsx): opening it changes nothing; only its button sends
 * the RFC 8058 one-click POST a mail client sends, to `{endpoint}{user}/{token}/`. Its texts are
 * the `emailsOff` messages of `namespace`; "back" links to `back` once stopped.
 */
export function EmailsOff({
  user,
  token,
  endpoint,
  namespace,
  back,
}: {
  user: string | null;
  token: string | null;
  endpoint: "/api/messages/unsubscribe/" | "/api/profile/stats-emails/unsubscribe/";
  namespace: "messages.emailsOff" | "adStats.emailsOff";
  back: string;
}) {
  const t = useTranslations(namespace as "messages.emailsOff");
  const [state, setState] = useState<State>(
    user && token ? { kind: "ask", busy: false } : { kind: "error", invalid: true },
  );
  const stop = async () => {
    if (!user || !token) return;
    setState({ kind: "ask", busy: true });
    try {
      await apiFetch(`${endpoint}${encodeURIComponent(user)}/${encodeURIComponent(token)}/`, {
        method: "POST",
        body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
        noRedirect: true,
      });
      setState({ kind: "done" });
    } catch (err) {
      setState({ kind: "error", invalid: isCode(err, "bad_request") });
    }
  };
  const home = (
    <Link href="/" className={buttonClass({ variant: "secondary" })}>
      {t("home")}
    </Link>
  );

  if (state.kind === "ask")
    return (
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("heading")}</h1>
        <p className="mt-2 text-slate-700">{t("text")}</p>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Button onClick={() => void stop()} disabled={state.busy} aria-busy={state.busy}>
            {t("button")}
          </Button>
          {home}
        </div>
        <p role="status" className="mt-3 text-sm text-slate-600 empty:hidden">
          {state.busy ? t("loading") : null}
        </p>
      </div>
    );

  if (state.kind === "error")
    return (
      <div role="alert">
        <h1 className="text-2xl font-bold text-red-700">{t("errorTitle")}</h1>
        <p className="mt-2 text-slate-700">{state.invalid ? t("invalid") : t("failed")}</p>
        <div className="mt-6 flex flex-wrap gap-3">{home}</div>
      </div>
    );

  return (
    <div role="status">
      <h1 className="text-2xl font-bold text-green-700">{t("doneTitle")}</h1>
      <p className="mt-2 text-slate-700">{t("doneText")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={back} className={buttonClass()}>
          {t("back")}
        </Link>
        {home}
      </div>
    </div>
  );
}
