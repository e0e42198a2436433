"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button, buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { apiFetch } from "@/lib/infra/api/client";
import { AppError } from "@/lib/infra/errors";
import { routes } from "@/lib/routes";

type State =
  | { kind: "confirm"; busy: boolean }
  | { kind: "done"; name: string | null }
  | { kind: "invalid" }
  | { kind: "failed" };

type Answer = { success?: boolean; search_name?: string; error?: string };

/** The spec's answer for a wrong id or token (seed 001 §8), on an error status or not. */
const INVALID = "Invalid search ID or token";

const outcome = (body: Answer): State =>
  body.success
    ? { kind: "done", name: body.search_name?.trim() || null }
    : body.error === INVALID
      ? { kind: "invalid" }
      : { kind: "failed" };

/**
 * The unsubscribe link's page (seed 001 §2.7, §8). Opening it changes nothing (mail scanners
 * open every link): it says what the button will do, and only the button turns the alerts off,
 * with the same RFC 8058 one-click POST a mail client sends.
 */
export function UnsubscribeStatus({ id, token }: { id: string | null; token: string | null }) {
  const [state, setState] = useState<State>(
    id && token ? { kind: "confirm", busy: false } : { kind: "invalid" },
  );
  const confirm = async () => {
    if (!id || !token) return;
    setState({ kind: "confirm", busy: true });
    try {
      const body = await apiFetch<Answer>(
        `/api/saved-searches/${encodeURIComponent(id)}/unsubscribe/${encodeURIComponent(token)}/`,
        {
          method: "POST",
          body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
          noRedirect: true,
        },
      );
      setState(outcome(body));
    } catch (err) {
      setState(outcome({ error: err instanceof AppError ? err.message : undefined }));
    }
  };
  if (state.kind === "confirm")
    return <ConfirmView busy={state.busy} onConfirm={() => void confirm()} />;
  return <UnsubscribeView state={state} />;
}

function ConfirmView({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  const t = useTranslations("unsubscribe");
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{t("confirmTitle")}</h1>
      <p className="mt-2 text-slate-700">{t("confirmText")}</p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {t("confirm")}
        </Button>
        <Link href="/" className={buttonClass({ variant: "secondary" })}>
          {t("home")}
        </Link>
      </div>
      <p role="status" className="mt-3 text-sm text-slate-600 empty:hidden">
        {busy ? t("loading") : null}
      </p>
    </div>
  );
}

function UnsubscribeView({ state }: { state: Exclude<State, { kind: "confirm" }> }) {
  const t = useTranslations("unsubscribe");
  const button = "rounded-lg px-4 py-2 font-semibold";
  const ok = state.kind === "done";
  return (
    <div role={ok ? "status" : "alert"}>
      <h1 className={`text-2xl font-bold ${ok ? "text-green-700" : "text-red-700"}`}>
        {ok ? t("successTitle") : t("errorTitle")}
      </h1>
      <p className="mt-2 text-slate-700">
        {state.kind === "done"
          ? state.name
            ? t("successNamed", { name: state.name })
            : t("successGeneric")
          : state.kind === "invalid"
            ? t("invalidLink")
            : t("genericError")}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href="/" className={`${button} bg-primary-600 hover:bg-primary-700 text-white`}>
          {t("home")}
        </Link>
        {ok && (
          <Link
            href={routes.savedSearches}
            className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-50`}
          >
            {t("savedSearches")}
          </Link>
        )}
      </div>
    </div>
  );
}
