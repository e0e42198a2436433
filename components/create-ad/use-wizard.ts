"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  canEnter,
  EMPTY_DRAFT,
  restoredStep,
  STEPS,
  type Draft,
  type Step,
} from "@/components/create-ad/state/draft";
import {
  fetchDraftPhotos,
  mergePhotos,
  syncPhotos,
} from "@/components/create-ad/state/draft-photos";
import { clearDraft, loadDraft, saveDraft } from "@/components/create-ad/state/storage";

/** Choosing a make or model and Next advance after this delay (seed 001 §4). */
export const ADVANCE_MS = 300;

const urlStep = (): number | null => {
  const raw = new URLSearchParams(window.location.search).get("step");
  return raw !== null && /^\d$/.test(raw) ? Number(raw) : null;
};

function writeUrl(step: Step, mode: "push" | "replace") {
  const url = new URL(window.location.href);
  url.searchParams.set("step", String(step));
  const args = [{ ...window.history.state, wizardStep: step }, "", url] as const;
  if (mode === "push") window.history.pushState(...args);
  else window.history.replaceState(...args);
}

/** The saved draft with its photos as the server has them (the saved list when it cannot answer). */
async function restoreDraft(): Promise<Draft> {
  const saved = loadDraft();
  const server = await fetchDraftPhotos().catch((err: unknown) => {
    console.error("[create-ad] loading the draft photos failed:", err);
    return saved.images;
  });
  return { ...saved, images: mergePhotos(saved.images, server) };
}

/**
 * The wizard's state: the draft restored from local storage and its photos from the server on
 * mount (null until then), saved on every change (a change of the photo list is sent to the
 * server, in order); each step an entry of the browser history (`?step=`), Back and Forward
 * honoured when the draft allows the step.
 */
export function useWizard() {
  const [draft, setDraftState] = useState<Draft | null>(null);
  const ref = useRef<Draft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const photoSync = useRef<Promise<void>>(Promise.resolve());

  const commit = useCallback((next: Draft) => {
    const before = ref.current?.images;
    ref.current = next;
    setDraftState(next);
    saveDraft(next);
    if (before && before !== next.images)
      photoSync.current = photoSync.current.then(() => syncPhotos(before, next.images));
  }, []);

  useEffect(() => {
    let live = true;
    void restoreDraft().then((restored) => {
      if (!live) return;
      const step = restoredStep(restored, urlStep());
      commit({ ...restored, currentStep: step });
      writeUrl(step, "replace");
    });
    const onPop = () => {
      const d = ref.current;
      if (!d) return;
      const wanted = urlStep() ?? 0;
      const step = (
        wanted >= 0 && wanted < STEPS && canEnter(d, wanted as Step) ? wanted : 0
      ) as Step;
      if (step !== wanted) writeUrl(step, "replace");
      commit({ ...d, currentStep: step });
    };
    window.addEventListener("popstate", onPop);
    return () => {
      live = false;
      window.removeEventListener("popstate", onPop);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [commit]);

  const update = useCallback(
    (fn: (d: Draft) => Draft) => {
      if (ref.current) commit(fn(ref.current));
    },
    [commit],
  );

  /** Opens a step now (a new history entry); returns false when its prerequisites are missing. */
  const goTo = useCallback(
    (step: Step) => {
      const d = ref.current;
      if (!d || !canEnter(d, step)) return false;
      if (timer.current) clearTimeout(timer.current);
      if (step !== d.currentStep) writeUrl(step, "push");
      commit({ ...d, currentStep: step });
      window.scrollTo({ top: 0 });
      return true;
    },
    [commit],
  );

  /** The 300 ms advance after a choice or Next. */
  const advance = useCallback(
    (step: Step) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => goTo(step), ADVANCE_MS);
    },
    [goTo],
  );

  /** Clearing the draft removes its stored photos too (the change of the photo list). */
  const reset = useCallback(() => {
    clearDraft();
    writeUrl(0, "push");
    commit({ ...EMPTY_DRAFT });
  }, [commit]);

  /** After publishing: nothing left in storage (the ad took the draft's photos over). */
  const discard = useCallback(() => clearDraft(), []);

  return { draft, update, goTo, advance, reset, discard };
}
