"use client";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { stkExpired, useStkText } from "@/components/ad-detail/use-spec-format";
import { PencilIcon } from "@/components/ui/icons";
import type { EditAd } from "@/components/ad-edit/state/types";
import { bodyKey, conditionKey, countryKey, driveKey, fuelKey, transmissionKey } from "@/lib/enums";
import { formatNumber, formatPrice } from "@/lib/infra/format";
import type { MakeOption } from "@/lib/search/options";
import { colourKey } from "@/lib/enums/car-data";
import {
  ColourEditor,
  DoorsEditor,
  EquipmentEditor,
  GaragedEditor,
  SeatsEditor,
  ServiceBookEditor,
  StkEditor,
} from "./car-data-editors";
import type { SavePatch } from "./param-dialog";
import {
  ConditionEditor,
  CountryEditor,
  EnumEditor,
  LocationEditor,
  MileageEditor,
  OwnersEditor,
  PowerEditor,
  PriceEditor,
  TitleEditor,
  VinEditor,
  type EditorProps,
} from "./param-editors";
import { VehicleEditor, YearEditor } from "./vehicle-editors";

type ParamKey =
  | "title"
  | "price"
  | "vat"
  | "vehicle"
  | "year"
  | "power"
  | "mileage"
  | "fuel"
  | "transmission"
  | "body"
  | "drive"
  | "condition"
  | "vin"
  | "owners"
  | "country"
  | "location"
  | "colour"
  | "doors"
  | "seats"
  | "equipment"
  | "stk"
  | "serviceBook"
  | "garaged";

const GROUPS: {
  key: "groupPrice" | "groupMain" | "groupHistory" | "groupCarData";
  params: ParamKey[];
}[] = [
  { key: "groupPrice", params: ["price", "vat"] },
  {
    key: "groupMain",
    params: [
      "title",
      "vehicle",
      "year",
      "power",
      "mileage",
      "fuel",
      "transmission",
      "body",
      "drive",
      "condition",
      "vin",
    ],
  },
  { key: "groupHistory", params: ["owners", "country", "location"] },
  // issue 29's car data
  {
    key: "groupCarData",
    params: ["colour", "doors", "seats", "equipment", "stk", "serviceBook", "garaged"],
  },
];

/** The dialog of each parameter; the VAT refund is edited with the price (seed 001 §7). */
function editorOf(key: ParamKey, p: EditorProps, makes: MakeOption[]): ReactNode {
  switch (key) {
    case "title":
      return <TitleEditor {...p} />;
    case "price":
    case "vat":
      return <PriceEditor {...p} />;
    case "vehicle":
      return <VehicleEditor {...p} makes={makes} />;
    case "year":
      return <YearEditor {...p} />;
    case "power":
      return <PowerEditor {...p} />;
    case "mileage":
      return <MileageEditor {...p} />;
    case "fuel":
      return <EnumEditor {...p} field="fuel_type" />;
    case "transmission":
      return <EnumEditor {...p} field="transmission" />;
    case "body":
      return <EnumEditor {...p} field="body_type" />;
    case "drive":
      return <EnumEditor {...p} field="drive_type" />;
    case "condition":
      return <ConditionEditor {...p} />;
    case "vin":
      return <VinEditor {...p} />;
    case "owners":
      return <OwnersEditor {...p} />;
    case "country":
      return <CountryEditor {...p} />;
    case "location":
      return <LocationEditor {...p} />;
    case "colour":
      return <ColourEditor {...p} />;
    case "doors":
      return <DoorsEditor {...p} />;
    case "seats":
      return <SeatsEditor {...p} />;
    case "equipment":
      return <EquipmentEditor {...p} />;
    case "stk":
      return <StkEditor {...p} />;
    case "serviceBook":
      return <ServiceBookEditor {...p} />;
    case "garaged":
      return <GaragedEditor {...p} />;
  }
}

/** The display text of a parameter (seed 001 §2.3); null is shown as "unknown". */
function useParamText() {
  const t = useTranslations("editAd");
  const e = useTranslations("enums");
  const common = useTranslations("common");
  const stkText = useStkText();
  const yesNo = (v: boolean | null) => (v === null ? null : v ? common("yes") : common("no"));
  return (key: ParamKey, ad: EditAd): string | null => {
    switch (key) {
      case "title":
        return ad.title;
      case "price":
        return formatPrice(ad.price);
      case "vat":
        return yesNo(ad.vat_refund);
      case "vehicle":
        return [ad.make, ad.model, ad.generation].filter(Boolean).join(" ");
      case "year":
        return String(ad.year);
      case "power":
        return ad.power_kw === null ? null : t("kw", { kw: ad.power_kw });
      case "mileage":
        return ad.mileage_km === null ? null : t("km", { km: formatNumber(ad.mileage_km) });
      case "fuel":
        return ad.fuel_type && e(fuelKey(ad.fuel_type));
      case "transmission":
        return ad.transmission && e(transmissionKey(ad.transmission));
      case "body":
        return ad.body_type && e(bodyKey(ad.body_type));
      case "drive":
        return ad.drive_type && e(driveKey(ad.drive_type));
      case "condition":
        return e(conditionKey(ad.condition));
      case "vin":
        return ad.vin_number || null;
      case "owners":
        return ad.number_of_owners === null ? null : String(ad.number_of_owners);
      case "country":
        return ad.purchase_country && e(countryKey(ad.purchase_country));
      case "location":
        return ad.location_name || null;
      case "colour": {
        const colour = ad.colour && e(colourKey(ad.colour));
        return colour && ad.metallic ? t("colourMetallic", { colour }) : colour;
      }
      case "doors":
        return ad.doors === null ? null : String(ad.doors);
      case "seats":
        return ad.seats === null ? null : String(ad.seats);
      case "equipment":
        return ad.equipment.length ? t("equipmentCount", { count: ad.equipment.length }) : null;
      case "stk":
        // as the ad page writes it: 05/2027, an expired one "05/2024 – propadlá"
        return stkText(ad.stk_valid_until);
      case "serviceBook":
        return yesNo(ad.service_book);
      case "garaged":
        return yesNo(ad.garaged);
    }
  };
}

/**
 * The parameters in four groups (price and tax; main parameters; history and location; the car
 * data of issue 29), each with an edit button opening its own dialog; a dialog's Save applies at
 * once.
 */
export function ParamsPanel({
  ad,
  makes,
  save,
}: {
  ad: EditAd;
  makes: MakeOption[];
  save: SavePatch;
}) {
  const t = useTranslations("editAd");
  const common = useTranslations("common");
  const text = useParamText();
  const [editing, setEditing] = useState<ParamKey | null>(null);
  return (
    <section
      aria-labelledby="edit-params"
      className="grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 bg-white p-4 md:p-5"
    >
      <h2 id="edit-params" className="text-lg font-semibold">
        {t("params")}
      </h2>
      {GROUPS.map((group) => (
        <div key={group.key}>
          <h3 className="mb-1 text-sm font-semibold tracking-wide text-slate-500 uppercase">
            {t(group.key)}
          </h3>
          <dl className="divide-y divide-slate-100">
            {group.params.map((key) => {
              const value = text(key, ad);
              // an expired STK is a warning, as on the ad page
              const warns = key === "stk" && stkExpired(ad.stk_valid_until);
              return (
                <div key={key} className="flex items-center gap-3 py-2">
                  <dt className="w-28 shrink-0 text-sm text-slate-600 sm:w-48">
                    {t(`param.${key}`)}
                  </dt>
                  <dd
                    className={`min-w-0 flex-1 font-medium break-words ${!value ? "text-slate-400" : warns ? "text-red-700" : "text-slate-900"} ${key === "vin" ? "font-mono" : ""}`}
                  >
                    {value ?? common("unknown")}
                  </dd>
                  <dd>
                    <button
                      type="button"
                      onClick={() => setEditing(key)}
                      aria-label={t("editParam", { param: t(`param.${key}`) })}
                      className="text-primary-700 hover:bg-primary-50 inline-flex min-h-10 items-center gap-1 rounded-lg px-2.5 text-sm font-medium"
                    >
                      <PencilIcon className="size-4" />
                      <span className="max-sm:sr-only">{t("edit")}</span>
                    </button>
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      ))}
      {editing &&
        editorOf(
          editing,
          { ad, title: t(`param.${editing}`), save, onClose: () => setEditing(null) },
          makes,
        )}
    </section>
  );
}
