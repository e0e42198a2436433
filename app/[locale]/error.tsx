"use client";

import { useEffect } from "react";
import { reportError } from "@/lib/infra/sentry/client";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Button, buttonClass } from "@/components/ui/button";

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
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
        <Button size="lg" onClick={reset}>
          {t("retry")}
        </Button>
        <Link href="/" className={buttonClass({ variant: "secondary", size: "lg" })}>
          {t("backHome")}
        </Link>
      </div>
    </div>
  );
}
