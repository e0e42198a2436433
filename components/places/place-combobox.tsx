"use client";
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { APIProvider } from "@vis.gl/react-google-maps";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { usePlaces } from "@/components/swr/use-places";
import { GooglePlacesBridge } from "./google-places-bridge";

// Inlined at build time; Google Places replaces the built-in gazetteer when it is set (ARCHITECTURE.md §2).
const MAPS_KEY = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;

export interface PlaceValue {
  id: string;
  name: string;
  region?: string | null;
}

/** Czech place autocomplete: GET /api/places/?q= (built-in gazetteer), or Google Places with a key. */
export function PlaceCombobox({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: PlaceValue | null;
  onChange: (v: PlaceValue | null) => void;
  error?: string;
}) {
  const t = useTranslations("sellerProfileForm");
  const [query, setQuery] = useState("");
  const [googleOptions, setGoogleOptions] = useState<PlaceValue[]>([]);
  const { places } = usePlaces(MAPS_KEY ? "" : query);
  const options = MAPS_KEY ? googleOptions : places;
  const locale = useLocale();

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {MAPS_KEY && (
        <APIProvider apiKey={MAPS_KEY} language={locale}>
          <GooglePlacesBridge query={query} language={locale} onResults={setGoogleOptions} />
        </APIProvider>
      )}
      <Combobox value={value} onChange={onChange} onClose={() => setQuery("")} by="id">
        <div className="relative">
          <ComboboxInput
            id={id}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            placeholder={t("locationPlaceholder")}
            displayValue={(p: PlaceValue | null) => p?.name ?? ""}
            onChange={(e) => {
              setQuery(e.target.value);
              if (!e.target.value) onChange(null);
            }}
            className={`focus:ring-primary-500 block w-full rounded-lg border bg-white px-3 py-2 text-base shadow-sm outline-none focus:ring-2 ${error ? "border-red-500" : "border-slate-300"}`}
          />
          <ComboboxOptions
            anchor="bottom start"
            className="z-[70] max-h-64 w-[var(--input-width)] overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg empty:invisible"
          >
            {query.trim().length >= 2 && options.length === 0 && (
              <div className="px-3 py-2 text-sm text-slate-500">{t("locationNone")}</div>
            )}
            {options.map((p) => (
              <ComboboxOption
                key={p.id}
                value={p}
                className="data-[focus]:bg-primary-50 cursor-pointer px-3 py-2 text-sm"
              >
                <span className="font-medium">{p.name}</span>
                {p.region && <span className="ml-2 text-slate-500">{p.region}</span>}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </div>
      </Combobox>
      {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
    </div>
  );
}
