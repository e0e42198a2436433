"use client";
import { useState } from "react";
import { useErrorText } from "@/components/ui/use-error-text";
import { useRouter } from "@/i18n/navigation";
import { apiFetch } from "@/lib/infra/api/client";
import { AppError } from "@/lib/infra/errors";
import { createAdSchema } from "@/lib/ads/schemas";
import type { Draft, Step } from "@/components/create-ad/state/draft";
import { createPayload, createPayloadFields } from "@/components/create-ad/state/payload";
import {
  FIELD_STEP,
  publishProblem,
  type PublishProblem,
} from "@/components/create-ad/state/publish-errors";
import { routes } from "@/lib/routes";

export const CREATE_AD_PATH = "/api/ads/create/";

interface Created {
  id: number;
  price: number;
  warning?: string | null;
  uploaded_images?: number;
  failed_images?: number;
}

/** One key per publish attempt; randomUUID needs a secure context (plain-HTTP hosts have none). */
const attemptKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** The draft's problems as the server would see them (the same schema), or null when none. */
export function draftProblem(d: Draft): PublishProblem | null {
  const parsed = createAdSchema.safeParse(createPayloadFields(d));
  const fields: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
  if (d.images.length < 2) fields.images = "createAd.errors.photosMin";
  if (!Object.keys(fields).length) return null;
  return publishProblem({ status: 400, fields });
}

/**
 * Publishing: the check before the confirmation, then POST /api/ads/create/ with one
 * Idempotency-Key per attempt (a double click makes one ad), every answer turned into text.
 */
export function usePublish({
  draft,
  goTo,
  discard,
}: {
  draft: Draft | null;
  goTo: (s: Step) => void;
  discard: () => void;
}) {
  const router = useRouter();
  const errorText = useErrorText();
  const [attempt, setAttempt] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<PublishProblem | null>(null);
  const [published, setPublished] = useState<{ id: number; failed: number } | null>(null);

  /** Field name → translated text of its createAd.errors.* key. */
  const fieldErrors: Record<string, string> = {};
  for (const [field, key] of Object.entries(problem?.fields ?? {}))
    fieldErrors[field] = errorText(key, "createAdWizard.errors.fillRequiredFields") ?? key;

  const show = (p: PublishProblem) => {
    setProblem(p);
    if (p.step !== null && p.step !== draft?.currentStep) goTo(p.step);
  };

  const ask = () => {
    if (!draft) return;
    const p = draftProblem(draft);
    if (p) return show(p);
    setProblem(null);
    setAttempt(attemptKey());
  };

  const send = async () => {
    if (!draft || !attempt || sending) return;
    setSending(true);
    try {
      const created = await apiFetch<Created>(CREATE_AD_PATH, {
        method: "POST",
        body: createPayload(draft),
        headers: { "Idempotency-Key": attempt },
        // an expired session is said in the wizard, which keeps everything (issue 27)
        noRedirect: true,
      });
      discard();
      setAttempt(null);
      if (created.warning) {
        console.warn("[create-ad] published with a warning:", created.warning, created);
        setPublished({ id: created.id, failed: created.failed_images ?? 0 });
      } else router.push(routes.ad(created.id));
    } catch (err) {
      setAttempt(null);
      if (!(err instanceof AppError)) console.error("[create-ad] publish failed:", err);
      const answer =
        err instanceof AppError
          ? { status: err.status, error: err.message, code: err.code, fields: err.fields }
          : { status: 0 };
      show(publishProblem(answer));
    } finally {
      setSending(false);
    }
  };

  /** An edit on a step settles its field errors (the message goes with the last of them). */
  const settleStep = (s: Step) =>
    setProblem((p) => {
      if (!p) return p;
      const left = Object.entries(p.fields).filter(([f]) => (FIELD_STEP[f] ?? 5) !== s);
      if (left.length === Object.keys(p.fields).length) return p;
      const generic = "key" in p.message && p.message.key === "fillRequiredFields";
      return left.length || !generic ? { ...p, fields: Object.fromEntries(left) } : null;
    });

  return {
    ask,
    settleStep,
    send,
    cancel: () => setAttempt(null),
    confirming: attempt !== null,
    sending,
    problem,
    fieldErrors,
    published,
    dismiss: () => setProblem(null),
  };
}
