"use client";

import { useState } from "react";

/**
 * The description in the reader's language. When it is a machine translation the notice says so
 * and a switch shows the Czech original (seed 001 §4).
 */
export function AdDescription({
  text,
  lang,
  original,
  labels,
}: {
  text: string;
  lang: string;
  original: string | null;
  labels: { notice: string; showOriginal: string; showTranslation: string };
}) {
  const [showOriginal, setShowOriginal] = useState(false);
  const shown = showOriginal && original ? original : text;
  return (
    <>
      {original && (
        <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          <span>{labels.notice}</span>
          <button
            type="button"
            onClick={() => setShowOriginal((v) => !v)}
            className="text-primary-700 font-medium hover:underline"
          >
            {showOriginal ? labels.showTranslation : labels.showOriginal}
          </button>
        </div>
      )}
      <p
        lang={showOriginal && original ? "cs" : lang}
        className="leading-relaxed break-words whitespace-pre-line text-slate-800"
      >
        {shown}
      </p>
    </>
  );
}
