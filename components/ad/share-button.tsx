"use client";

import { useEffect, useState } from "react";
import { CardIcon } from "./card-icons";

/** Seed 000 §9.1: the copied notice stays 2 s. */
const COPIED_MS = 2000;

/** Copies the ad's absolute link and says so for 2 s; a copy failure is only logged (§8). */
export function ShareButton({
  path,
  label,
  copiedLabel,
}: {
  path: string;
  label: string;
  copiedLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const share = async () => {
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
      setCopied(true);
    } catch (err) {
      console.error("[card] copy link failed:", err);
    }
  };
  return (
    <button
      type="button"
      onClick={share}
      aria-label={copied ? copiedLabel : label}
      title={label}
      className="relative z-10 grid size-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
    >
      <CardIcon name="share" />
      {/* below the button: above it the card's rounded, overflow-hidden edge would cut it off */}
      {copied && (
        <span
          role="status"
          className="absolute top-full right-0 mt-1 rounded bg-slate-900 px-2 py-1 text-xs whitespace-nowrap text-white"
        >
          {copiedLabel}
        </span>
      )}
    </button>
  );
}
