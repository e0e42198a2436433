"use client";

import { useEffect } from "react";
import { useSearchParams } from "next/navigation";
import { rememberSearch } from "@/lib/search/last-search";

/** Records the shown search for the app shell's search tab. */
export function RememberSearch({ make, model }: { make?: string; model?: string }) {
  const params = useSearchParams().toString();
  useEffect(() => {
    rememberSearch(window.location.pathname + window.location.search, make, model);
  }, [params, make, model]);
  return null;
}
