"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { apiFetch } from "@/lib/api/client";
import { AppError } from "@/lib/api/errors";
import { routes } from "@/lib/routes";

type State =
  | { kind: "loading" }
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

/** Calls the unsubscribe link's API once and shows the outcome (seed 001 §2.7, §8). */
export function UnsubscribeStatus({ id, token }: { id: string | null; token: string | null }) {
  const [state, setState] = useState<State>(
    id && token ? { kind: "loading" } : { kind: "invalid" },
  );
  useEffect(() => {
    if (!id || !token) return;
    const controller = new AbortController();
    apiFetch<Answer>(
      `/api/saved-searches/${encodeURIComponent(id)}/unsubscribe/${encodeURIComponent(token)}/`,
      {
        signal: controller.signal,
        noRedirect: true,
      },
    )
      .then((body) => setState(outcome(body)))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setState(outcome({ error: err instanceof AppError ? err.message : undefined }));
      });
    return () => controller.abort();
  }, [id, token]);
  return <UnsubscribeView state={state} />;
}

function UnsubscribeView({ state }: { state: State }) {
  const t = useTranslations("unsubscribe");
  const button = "rounded-lg px-4 py-2 font-semibold";
  if (state.kind === "loading") {
    return (
      <p role="status" className="flex items-center gap-3 text-slate-600">
        <span
          aria-hidden
          className="border-primary-600 size-5 animate-spin rounded-full border-2 border-t-transparent"
        />
        {t("loading")}
      </p>
    );
  }
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
