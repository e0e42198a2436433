"use client";

import { useEffect } from "react";
import { reportError } from "@/lib/sentry/client";
import { createTranslator } from "next-intl";
import cs from "@/messages/cs.json";

// Replaces the root layout when it fails itself, so no translation provider is available:
// the Czech texts are read straight from the source messages.
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    reportError(error);
  }, [error]);
  const t = createTranslator({ locale: "cs", messages: cs, namespace: "errors" });
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
        <div role="alert" style={{ textAlign: "center", padding: 24 }}>
          <h1>{t("errorTitle")}</h1>
          <p>{t("errorText")}</p>
          <button type="button" onClick={reset}>
            {t("retry")}
          </button>{" "}
          {/* A full page load: the app's router may be the thing that failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- deliberate hard navigation */}
          <a href="/">{t("backHome")}</a>
        </div>
      </body>
    </html>
  );
}
