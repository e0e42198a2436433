"use client";

import { useEffect } from "react";
import { reportError } from "@/lib/sentry/client";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errors");
  useEffect(() => {
    reportError(error);
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold">{t("errorTitle")}</h1>
      <p className="mt-2 text-slate-600">{t("errorText")}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" onClick={reset} className="rounded-lg bg-primary-600 px-5 py-2.5 font-semibold text-white hover:bg-primary-700">
          {t("retry")}
        </button>
        <Link href="/" className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50">
          {t("backHome")}
        </Link>
      </div>
    </div>
  );
}
