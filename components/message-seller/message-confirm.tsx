"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button, buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { apiFetch } from "@/lib/infra/api/client";
import { pickForError } from "@/lib/infra/errors";
import { routes } from "@/lib/routes";

/** What a refusal of POST /api/messages/confirm/ tells the buyer (keys of messages.confirm). */
const FAILURES = {
  bad_request: "confirm.invalid",
  not_found: "confirm.invalid",
  "gone.expired": "confirm.expired",
  rate_limited: "confirm.tooMany",
} as const;
type Failure = (typeof FAILURES)[keyof typeof FAILURES] | "confirm.failed";

type State =
  | { kind: "ask"; busy: boolean }
  | { kind: "done"; conversationId: number | null; accountCreated: boolean }
  | { kind: "error"; failure: Failure };

type Answer = { conversation_id: number | null; account_created: boolean };

/** The token's form (lib/messages/schemas.ts confirmSchema): anything else is a broken link. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The page of the link in a signed-out buyer's confirmation e-mail (issue 31). Opening it changes
 * nothing (mail scanners open every link): only its button POSTs the token, which delivers the
 * waiting message; then a link to the thread, and the light account made for the address.
 */
export function MessageConfirm({ token }: { token: string | null }) {
  const t = useTranslations("messages");
  const [state, setState] = useState<State>(
    token && TOKEN.test(token)
      ? { kind: "ask", busy: false }
      : { kind: "error", failure: "confirm.invalid" },
  );
  const confirm = async () => {
    setState({ kind: "ask", busy: true });
    try {
      const answer = await apiFetch<Answer>("/api/messages/confirm/", {
        method: "POST",
        body: { token },
        noRedirect: true,
      });
      setState({
        kind: "done",
        conversationId: answer.conversation_id,
        accountCreated: answer.account_created,
      });
    } catch (err) {
      setState({ kind: "error", failure: pickForError(err, FAILURES) ?? "confirm.failed" });
    }
  };
  const home = (
    <Link href="/" className={buttonClass({ variant: "secondary" })}>
      {t("confirm.home")}
    </Link>
  );

  if (state.kind === "ask")
    return (
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("confirm.heading")}</h1>
        <p className="mt-2 text-slate-700">{t("confirm.text")}</p>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Button onClick={() => void confirm()} disabled={state.busy} aria-busy={state.busy}>
            {t("confirm.button")}
          </Button>
          {home}
        </div>
        <p role="status" className="mt-3 text-sm text-slate-600 empty:hidden">
          {state.busy ? t("confirm.loading") : null}
        </p>
      </div>
    );

  if (state.kind === "error")
    return (
      <div role="alert">
        <h1 className="text-2xl font-bold text-red-700">{t("confirm.errorTitle")}</h1>
        <p className="mt-2 text-slate-700">{t(state.failure)}</p>
        <div className="mt-6 flex flex-wrap gap-3">{home}</div>
      </div>
    );

  return (
    <div role="status">
      <h1 className="text-2xl font-bold text-green-700">{t("confirm.doneTitle")}</h1>
      <p className="mt-2 text-slate-700">{t("confirm.doneText")}</p>
      {state.accountCreated && <p className="mt-2 text-slate-700">{t("confirm.accountCreated")}</p>}
      <div className="mt-6 flex flex-wrap gap-3">
        {state.conversationId !== null && (
          <Link href={routes.conversation(state.conversationId)} className={buttonClass()}>
            {t("confirm.openThread")}
          </Link>
        )}
        {state.accountCreated && (
          <Link href="/accounts/password/reset" className={buttonClass({ variant: "secondary" })}>
            {t("confirm.setPassword")}
          </Link>
        )}
        {home}
      </div>
    </div>
  );
}
