"use client";

import { useEffect, useState } from "react";
import { reportError } from "@/lib/infra/sentry/client";
import type cs from "@/messages/cs.json";

type ErrorTexts = (typeof cs)["errors"];

// Replaces the root layout when it fails itself, so no translation provider is available: the
// Czech texts are read from the source messages, fetched only now (imported statically, the whole
// catalogue was part of every page's JavaScript, ~16 kB gzipped).
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const [t, setTexts] = useState<ErrorTexts | null>(null);
  useEffect(() => {
    reportError(error);
  }, [error]);
  useEffect(() => {
    void import("@/messages/cs.json").then((m) => setTexts(m.default.errors));
  }, []);
  return (
    <html lang="cs">
      <body
        style={{
          fontFamily: "system-ui, sans-serif",
          display: "grid",
          placeItems: "center",
          minHeight: "100vh",
          margin: 0,
        }}
      >
        {t && (
          <div role="alert" style={{ textAlign: "center", padding: 24 }}>
            <h1>{t.errorTitle}</h1>
            <p>{t.errorText}</p>
            <button type="button" onClick={reset}>
              {t.retry}
            </button>{" "}
            {/* A full page load: the app's router may be the thing that failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- deliberate hard navigation */}
            <a href="/">{t.backHome}</a>
          </div>
        )}
      </body>
    </html>
  );
}
