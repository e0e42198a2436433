"use client";

// The search's "Další filtry" (issue 29): body, 4×4, colour, doors and seats, equipment, STK,
// service book, first owner, region and seller type. Loaded on the first opening of the panel
// (./search-form.tsx), not with the page: one layout for the desktop panel and the phone's
// advanced section.
import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import { SelectField } from "@/components/ui/select-field";
import { BODY_TYPES, bodyKey, DRIVE_TYPES, driveKey } from "@/lib/enums";
import {
  COLOURS,
  colourKey,
  EQUIPMENT,
  EQUIPMENT_GROUP_NAMES,
  EQUIPMENT_GROUPS,
  EQUIPMENT_TOP,
  equipmentGroupKey,
  equipmentKey,
  REGIONS,
  regionKey,
  SELLER_TYPES,
  sellerTypeKey,
  type Equipment,
} from "@/lib/enums/car-data";
import { DOORS_MAX, DOORS_MIN, SEATS_MAX, SEATS_MIN } from "@/lib/ads/bounds";
import { PlaceCombobox } from "@/components/places/place-combobox";
import { invertedRanges } from "@/lib/search/filter-url";
import { RADII_KM, type RadiusKm } from "@/lib/search/near";
import type { FormState } from "@/lib/search/form-state";

type Set = (patch: Partial<FormState>) => void;

/** A place chosen first searches this far around it. */
const DEFAULT_RADIUS: RadiusKm = 50;

const between = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** A list with a value added or taken out, kept in the order of `all`; empty is none. */
function toggled<T extends string>(all: readonly T[], chosen: readonly T[] | undefined, v: T) {
  const next = chosen?.includes(v) ? chosen.filter((x) => x !== v) : [...(chosen ?? []), v];
  const ordered = all.filter((x) => next.includes(x));
  return ordered.length ? ordered : undefined;
}

/** Toggle buttons of one list filter ("kombi", "SUV" …), any of which an ad may be. */
function Chips<T extends string>({
  legend,
  values,
  chosen,
  label,
  onChange,
}: {
  legend: string;
  values: readonly T[];
  chosen: readonly T[] | undefined;
  label: (v: T) => string;
  onChange: (next: T[] | undefined) => void;
}) {
  return (
    <fieldset className="col-span-full flex flex-col gap-1">
      <legend className="mb-1 text-xs font-medium text-slate-600">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {values.map((v) => {
          const on = !!chosen?.includes(v);
          return (
            <button
              key={v}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(toggled(values, chosen, v))}
              className="aria-pressed:border-primary-600 aria-pressed:bg-primary-50 aria-pressed:text-primary-800 min-h-9 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800"
            >
              {label(v)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

function Check({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="accent-primary-600 size-4 shrink-0"
      />
      {children}
    </label>
  );
}

/** The next 24 months as STK options: "at least until 05/2027". */
function stkMonths(now = new Date()) {
  return Array.from({ length: 24 }, (_, i) => {
    const d = new Date(Date.UTC(now.getFullYear(), now.getMonth() + i, 1));
    const month = String(d.getUTCMonth() + 1).padStart(2, "0");
    return { value: `${d.getUTCFullYear()}-${month}`, label: `${month}/${d.getUTCFullYear()}` };
  });
}

/** Equipment: the most asked-for first, all of it by group under "více", with a search box. */
function EquipmentField({ state, set }: { state: FormState; set: Set }) {
  const t = useTranslations("searchForm");
  const e = useTranslations("enums");
  const [all, setAll] = useState(false);
  const [query, setQuery] = useState("");
  const searchId = useId();
  const chosen = state.equipment ?? [];
  const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const shown = (item: Equipment) => !query || fold(e(equipmentKey(item))).includes(fold(query));
  const box = (item: Equipment) => (
    <Check
      key={item}
      checked={chosen.includes(item)}
      onChange={() => set({ equipment: toggled(EQUIPMENT, chosen, item) })}
    >
      {e(equipmentKey(item))}
    </Check>
  );
  return (
    <fieldset className="col-span-full flex flex-col gap-2">
      <legend className="mb-1 text-xs font-medium text-slate-600">{t("equipment")}</legend>
      <div className="grid grid-cols-2 gap-x-4 md:grid-cols-4">
        {EQUIPMENT_TOP.filter(shown).map(box)}
      </div>
      <button
        type="button"
        aria-expanded={all}
        onClick={() => setAll((open) => !open)}
        className="text-primary-700 self-start py-1 text-sm font-semibold"
      >
        {all ? t("equipmentLess") : t("equipmentMore")}
      </button>
      {all && (
        <div className="flex flex-col gap-3">
          <label htmlFor={searchId} className="sr-only">
            {t("equipmentSearch")}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(ev) => setQuery(ev.target.value)}
            placeholder={t("equipmentSearch")}
            className="focus:border-primary-500 focus:ring-primary-200 h-10 w-full rounded-lg border border-slate-300 px-3 text-sm focus:ring-2 focus:outline-none md:w-72"
          />
          {EQUIPMENT_GROUP_NAMES.map((group) => {
            const items = EQUIPMENT_GROUPS[group].filter(
              (item: Equipment) =>
                shown(item) && !(EQUIPMENT_TOP as readonly string[]).includes(item),
            );
            return items.length === 0 ? null : (
              <fieldset key={group}>
                <legend className="text-xs font-semibold text-slate-700">
                  {e(equipmentGroupKey(group))}
                </legend>
                <div className="grid grid-cols-2 gap-x-4 md:grid-cols-4">{items.map(box)}</div>
              </fieldset>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

export function MoreFilters({ state, set }: { state: FormState; set: Set }) {
  const t = useTranslations("searchForm");
  const placeId = useId();
  const e = useTranslations("enums");
  const any = t("any");
  const inverted = new Set<string>(invertedRanges(state).map(([, max]) => max));
  const count = (
    key: "min_doors" | "max_doors" | "min_seats" | "max_seats",
    label: string,
    values: number[],
  ) => (
    <SelectField
      label={label}
      placeholder={any}
      error={inverted.has(key) ? t("rangeInverted") : undefined}
      value={state[key] ?? ""}
      onChange={(ev) =>
        set({ [key]: ev.target.value === "" ? undefined : Number(ev.target.value) })
      }
      options={values.map((n) => ({ value: String(n), label: String(n) }))}
    />
  );
  const doors = between(DOORS_MIN, DOORS_MAX);
  const seats = between(SEATS_MIN, SEATS_MAX);
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="more-filters">
      <Chips
        legend={t("bodyType")}
        values={BODY_TYPES}
        chosen={state.body_type}
        label={(v) => e(bodyKey(v))}
        onChange={(body_type) => set({ body_type })}
      />
      <Chips
        legend={t("drive")}
        values={DRIVE_TYPES}
        chosen={state.drive_type}
        label={(v) => e(driveKey(v))}
        onChange={(drive_type) => set({ drive_type })}
      />
      {count("min_doors", t("doorsFrom"), doors)}
      {count("max_doors", t("doorsTo"), doors)}
      {count("min_seats", t("seatsFrom"), seats)}
      {count("max_seats", t("seatsTo"), seats)}
      <EquipmentField state={state} set={set} />
      <Chips
        legend={t("colour")}
        values={COLOURS}
        chosen={state.colour}
        label={(v) => e(colourKey(v))}
        onChange={(colour) => set({ colour })}
      />
      <SelectField
        label={t("stkUntil")}
        placeholder={any}
        className="col-span-2"
        value={state.stk_until ?? ""}
        onChange={(ev) => set({ stk_until: ev.target.value || undefined })}
        options={stkMonths()}
      />
      <div className="col-span-2 flex flex-wrap items-end gap-x-6">
        <Check
          checked={!!state.service_book}
          onChange={(on) => set({ service_book: on || undefined })}
        >
          {t("serviceBook")}
        </Check>
        <Check
          checked={!!state.first_owner}
          onChange={(on) => set({ first_owner: on || undefined })}
        >
          {t("firstOwner")}
        </Check>
        <Check
          checked={!!state.not_damaged}
          onChange={(on) => set({ not_damaged: on || undefined })}
        >
          {t("notDamaged")}
        </Check>
        <Check checked={!!state.good_price} onChange={(on) => set({ good_price: on || undefined })}>
          {t("goodPrice")}
        </Check>
      </div>
      <Chips
        legend={t("sellerType")}
        values={SELLER_TYPES}
        chosen={state.seller_type}
        label={(v) => e(sellerTypeKey(v))}
        onChange={(seller_type) => set({ seller_type })}
      />
      <div className="col-span-2">
        <PlaceCombobox
          id={placeId}
          label={t("near")}
          value={state.near ? { id: state.near.place, name: state.near.place } : null}
          onChange={(v) =>
            set({ near: v ? { place: v.name, km: state.near?.km ?? DEFAULT_RADIUS } : undefined })
          }
        />
      </div>
      <SelectField
        label={t("radius")}
        placeholder={t("radiusNone")}
        className="col-span-2"
        disabled={!state.near}
        value={state.near ? String(state.near.km) : ""}
        onChange={(ev) =>
          set({
            near:
              state.near && ev.target.value
                ? { ...state.near, km: Number(ev.target.value) as RadiusKm }
                : undefined,
          })
        }
        options={RADII_KM.map((km) => ({ value: String(km), label: t("radiusKm", { km }) }))}
      />
      <Chips
        legend={t("region")}
        values={REGIONS}
        chosen={state.region}
        label={(v) => e(regionKey(v))}
        onChange={(region) => set({ region })}
      />
    </div>
  );
}
