"use client";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState } from "react";

/** The message shown after the client fetcher sent a 403 home (ARCHITECTURE.md §4.1: "/?error=forbidden"). */
export function ForbiddenNotice() {
  const t = useTranslations("auth");
  const params = useSearchParams();
  const [closed, setClosed] = useState(false);
  if (closed || params.get("error") !== "forbidden") return null;
  return (
    <div className="px-4">
      <div
        role="alert"
        className="mx-auto mt-4 flex w-full max-w-6xl items-start justify-between gap-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        <span>{t("forbidden")}</span>
        <button
          type="button"
          onClick={() => setClosed(true)}
          aria-label={t("dismiss")}
          className="-m-1 rounded p-1 leading-none hover:bg-red-100"
        >
          ×
        </button>
      </div>
    </div>
  );
}
