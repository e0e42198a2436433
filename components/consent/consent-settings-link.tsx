"use client";

import { openConsentSettings } from "@/lib/consent/client";

/** Footer link that reopens the cookie settings. */
export function ConsentSettingsLink({ label }: { label: string }) {
  return (
    <button type="button" onClick={openConsentSettings} className="hover:text-primary-700">
      {label}
    </button>
  );
}
