"use client";

import { useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { apiFetch } from "@/lib/infra/api/client";
import { AppError } from "@/lib/infra/errors";
import { SOLD_WHERE, type SoldWhere } from "@/lib/freshness/answers";
import type { FreshnessAnswerInput } from "@/lib/freshness/schemas";
import { routes } from "@/lib/routes";

export interface FreshnessButtonLabels {
  text: string;
  button: string;
  busy: string;
  doneTitle: string;
  doneText: string;
  invalidTitle: string;
  invalidText: string;
  inactiveTitle: string;
  inactiveText: string;
  error: string;
  myAds: string;
  viewAd: string;
  /** "sold" only: the optional follow-up, where the car was sold (issue 32) */
  soldWhere?: { question: string; here: string; elsewhere: string; thanks: string };
}

type State = "idle" | "busy" | "done" | "invalid" | "inactive" | "failed";

/** The answer's one button: posts it (the token is the authority) and shows the outcome. */
export function FreshnessButton({
  input,
  adPath,
  labels,
}: {
  input: FreshnessAnswerInput;
  adPath: string;
  labels: FreshnessButtonLabels;
}) {
  const [state, setState] = useState<State>("idle");
  const [where, setWhere] = useState<"busy" | "done" | "failed" | null>(null);
  const sendWhere = async (place: SoldWhere) => {
    setWhere("busy");
    try {
      await apiFetch("/api/freshness/", {
        method: "POST",
        body: { ...input, where: place },
        noRedirect: true,
      });
      setWhere("done");
    } catch {
      setWhere("failed");
    }
  };
  const send = async () => {
    setState("busy");
    try {
      await apiFetch("/api/freshness/", { method: "POST", body: input, noRedirect: true });
      setState("done");
    } catch (err) {
      const status = err instanceof AppError ? err.status : 0;
      setState(status === 403 ? "invalid" : status === 409 ? "inactive" : "failed");
    }
  };
  const links = (viewAd: boolean) => (
    <div className="mt-6 flex flex-wrap gap-3">
      <Link href={routes.profile()} className={buttonClass({ variant: "secondary" })}>
        {labels.myAds}
      </Link>
      {viewAd && (
        <Link href={adPath} className={buttonClass({ variant: "ghost" })}>
          {labels.viewAd}
        </Link>
      )}
    </div>
  );
  const { soldWhere } = labels;
  if (state === "done")
    return (
      <div role="status" className="mt-6">
        <h2 className="text-xl font-bold text-green-700">{labels.doneTitle}</h2>
        <p className="mt-2 text-slate-700">{labels.doneText}</p>
        {soldWhere && (
          <div className="mt-5 rounded-xl bg-slate-50 p-4">
            {where === "done" ? (
              <p className="text-slate-700">{soldWhere.thanks}</p>
            ) : (
              <>
                <p className="text-slate-700">{soldWhere.question}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  {SOLD_WHERE.map((place) => (
                    <Button
                      key={place}
                      variant="secondary"
                      onClick={() => sendWhere(place)}
                      disabled={where === "busy"}
                    >
                      {place === "here" ? soldWhere.here : soldWhere.elsewhere}
                    </Button>
                  ))}
                </div>
                {where === "failed" && (
                  <p role="alert" className="mt-3 text-sm text-red-700">
                    {labels.error}
                  </p>
                )}
              </>
            )}
          </div>
        )}
        {links(true)}
      </div>
    );
  if (state === "invalid" || state === "inactive")
    return (
      <div role="alert" className="mt-6">
        <h2 className="text-xl font-bold text-red-700">
          {state === "invalid" ? labels.invalidTitle : labels.inactiveTitle}
        </h2>
        <p className="mt-2 text-slate-700">
          {state === "invalid" ? labels.invalidText : labels.inactiveText}
        </p>
        {links(false)}
      </div>
    );
  return (
    <div className="mt-4">
      <p className="text-slate-700">{labels.text}</p>
      <Button
        size="lg"
        className="mt-5 w-full sm:w-auto"
        onClick={send}
        disabled={state === "busy"}
      >
        {state === "busy" ? labels.busy : labels.button}
      </Button>
      {state === "failed" && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {labels.error}
        </p>
      )}
    </div>
  );
}
