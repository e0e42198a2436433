"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { OptionGroup } from "@/components/create-ad/option-group";
import { TitleField } from "@/components/create-ad/title-field";
import { useWarningText } from "@/components/create-ad/use-warning-text";
import { PlaceCombobox, type PlaceValue } from "@/components/places/place-combobox";
import { MarketRange } from "@/components/price-rating/market-range";
import type { MarketCar } from "@/components/swr/use-market-value";
import { Checkbox } from "@/components/ui/checkbox";
import { TextField } from "@/components/ui/text-field";
import { useErrorText } from "@/components/ui/use-error-text";
import { locationPatch } from "@/components/ad-edit/state/location";
import { mapLink } from "@/lib/places/map-link";
import {
  normaliseVin,
  OWNER_CHOICES,
  parseMileage,
  parsePower,
  parsePrice,
  vinLooksInvalid,
} from "@/components/ad-edit/state/params";
import type { EditAd } from "@/components/ad-edit/state/types";
import { titleProblem } from "@/lib/ads/schemas";
import { priceWarning } from "@/lib/ads/warnings";
import {
  BODY_TYPES,
  bodyKey,
  countryKey,
  DRIVE_TYPES,
  driveKey,
  FUEL_TYPES,
  fuelKey,
  PURCHASE_COUNTRIES,
  TRANSMISSIONS,
  transmissionKey,
} from "@/lib/enums";
import { formatNumber } from "@/lib/infra/format";
import { ParamDialog, type SavePatch } from "./param-dialog";
import { PickerField } from "./picker-field";

export interface EditorProps {
  ad: EditAd;
  title: string;
  save: SavePatch;
  onClose: () => void;
}

const grouped = (text: string) => {
  const parsed = parsePrice(text);
  return parsed.value !== undefined && /^[\d\s\u00a0\u202f]*$/.test(text)
    ? formatNumber(parsed.value)
    : text;
};

/** The ad's car as the market value reads it, the ad itself none of its comparables. */
const marketCarOf = (ad: EditAd): MarketCar => ({
  make: ad.make,
  model: ad.model,
  year: ad.year,
  generation_id: ad.generation_id,
  mileage_km: ad.mileage_km,
  power_kw: ad.power_kw,
  fuel_type: ad.fuel_type,
  transmission: ad.transmission,
  drive_type: ad.drive_type,
  body_type: ad.body_type,
  condition: ad.condition,
  equipment: ad.equipment,
  ad_id: ad.id,
});

/** Price (required, grouped digits, "Kč" stripped) and the VAT refund (seed 001 §5, §7). */
export function PriceEditor({ ad, title, save, onClose }: EditorProps) {
  const t = useTranslations("editAd");
  const errorText = useErrorText();
  const [text, setText] = useState(formatNumber(ad.price));
  const [vat, setVat] = useState(!!ad.vat_refund);
  const parsed = parsePrice(text);
  const warningText = useWarningText();
  return (
    <ParamDialog
      title={title}
      onClose={onClose}
      save={save}
      patch={parsed.error ? null : { price: parsed.value!, vat_refund: vat }}
    >
      <div>
        <TextField
          id="edit-price"
          label={t("priceLabel")}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          maxLength={20}
          onChange={(e) => setText(grouped(e.target.value))}
          error={errorText(parsed.error)}
          warning={warningText(priceWarning(parsed.value, ad.typical_min_price))}
          autoFocus
        />
        <MarketRange car={marketCarOf(ad)} price={parsed.value ?? null} />
      </div>
      <Checkbox
        id="edit-vat"
        label={t("vatLabel")}
        checked={vat}
        onChange={(e) => setVat(e.target.checked)}
      />
    </ParamDialog>
  );
}

/** A number that may be cleared: power (1–1000 kW) or mileage (0–2,000,000 km). */
function ClearableNumberEditor({
  ad,
  title,
  save,
  onClose,
  field,
}: EditorProps & { field: "power_kw" | "mileage_km" }) {
  const t = useTranslations("editAd");
  const errorText = useErrorText();
  const current = ad[field];
  const [text, setText] = useState(current === null ? "" : String(current));
  const parsed = field === "power_kw" ? parsePower(text) : parseMileage(text);
  return (
    <ParamDialog
      title={title}
      onClose={onClose}
      save={save}
      patch={parsed.error ? null : { [field]: parsed.value ?? null }}
    >
      <TextField
        id={`edit-${field}`}
        label={field === "power_kw" ? t("powerLabel") : t("mileageLabel")}
        hint={t("emptyClears")}
        inputMode="numeric"
        autoComplete="off"
        maxLength={field === "power_kw" ? 4 : 16}
        value={text}
        onChange={(e) =>
          setText(field === "power_kw" ? e.target.value.replace(/\D/g, "") : e.target.value)
        }
        error={errorText(parsed.error)}
        autoFocus
      />
    </ParamDialog>
  );
}

export const PowerEditor = (p: EditorProps) => <ClearableNumberEditor {...p} field="power_kw" />;
export const MileageEditor = (p: EditorProps) => (
  <ClearableNumberEditor {...p} field="mileage_km" />
);

/** The title: the wizard's field with its counter; an empty or too long one cannot be saved. */
export function TitleEditor({ ad, title, save, onClose }: EditorProps) {
  const [value, setValue] = useState(ad.title);
  return (
    <ParamDialog
      title={title}
      onClose={onClose}
      save={save}
      patch={titleProblem(value) ? null : { title: value.trim() }}
    >
      <TitleField id="edit-title" label={title} value={value} onChange={setValue} autoFocus />
    </ParamDialog>
  );
}

/** VIN: upper case, at most 17; an invalid one is marked but not blocked, empty is sent as "". */
export function VinEditor({ ad, title, save, onClose }: EditorProps) {
  const t = useTranslations("editAd");
  const tErr = useTranslations("createAd.errors");
  const [vin, setVin] = useState(ad.vin_number ?? "");
  return (
    <ParamDialog title={title} onClose={onClose} save={save} patch={{ vin_number: vin }}>
      <TextField
        id="edit-vin"
        label={t("vinLabel")}
        autoComplete="off"
        spellCheck={false}
        maxLength={17}
        value={vin}
        onChange={(e) => setVin(normaliseVin(e.target.value))}
        error={vinLooksInvalid(vin) ? tErr("vinInvalid") : undefined}
        hint={t("emptyClears")}
        autoFocus
      />
    </ParamDialog>
  );
}

/** Condition: used or new (written as USED / NEW). */
export function ConditionEditor({ ad, title, save, onClose }: EditorProps) {
  const tEnums = useTranslations("enums");
  const [value, setValue] = useState<"USED" | "NEW">(ad.condition === "new" ? "NEW" : "USED");
  return (
    <ParamDialog title={title} onClose={onClose} save={save} patch={{ condition: value }}>
      <OptionGroup
        id="edit-condition"
        legend={title}
        columns="grid-cols-2"
        options={[
          { value: "USED" as const, label: tEnums("condition.used") },
          { value: "NEW" as const, label: tEnums("condition.new") },
        ]}
        value={value}
        onChoose={setValue}
      />
    </ParamDialog>
  );
}

/** A one-field choice from a list in a picker (a bottom sheet on phones): owners, country. */
function PickerEditor({
  title,
  save,
  onClose,
  field,
  options,
  initial,
}: Omit<EditorProps, "ad"> & {
  field: "number_of_owners" | "purchase_country";
  options: { value: string; label: string }[];
  initial: string | null;
}) {
  const t = useTranslations("editAd");
  const [value, setValue] = useState(initial);
  const patch =
    value === null ? null : { [field]: field === "number_of_owners" ? Number(value) : value };
  return (
    <ParamDialog title={title} onClose={onClose} save={save} patch={patch}>
      <PickerField
        id={`edit-${field}`}
        label={title}
        placeholder={t("choose")}
        options={options}
        value={value}
        onChange={setValue}
      />
    </ParamDialog>
  );
}

export function OwnersEditor({ ad, ...rest }: EditorProps) {
  return (
    <PickerEditor
      {...rest}
      field="number_of_owners"
      options={OWNER_CHOICES.map((n) => ({ value: String(n), label: String(n) }))}
      initial={ad.number_of_owners === null ? null : String(ad.number_of_owners)}
    />
  );
}

export function CountryEditor({ ad, ...rest }: EditorProps) {
  const tEnums = useTranslations("enums");
  return (
    <PickerEditor
      {...rest}
      field="purchase_country"
      options={PURCHASE_COUNTRIES.map((c) => ({ value: c, label: tEnums(countryKey(c)) }))}
      initial={ad.purchase_country}
    />
  );
}

/** Location from the Czech place search; name and link trimmed, empty values left out. */
export function LocationEditor({ ad, title, save, onClose }: EditorProps) {
  const [place, setPlace] = useState<PlaceValue | null>(
    ad.location_name ? { id: ad.location_name, name: ad.location_name } : null,
  );
  const changed = place && place.name !== ad.location_name;
  const patch = changed ? locationPatch(place.name, mapLink(place.name.trim())) : {};
  return (
    <ParamDialog
      title={title}
      onClose={onClose}
      save={save}
      patch={Object.keys(patch).length ? patch : null}
    >
      <PlaceCombobox id="edit-location" label={title} value={place} onChange={setPlace} />
    </ParamDialog>
  );
}

type EnumField = "fuel_type" | "transmission" | "body_type" | "drive_type";

/** Fuel, transmission, body type (without the 3-door SUV) and drive: one choice each. */
export function EnumEditor({
  ad,
  title,
  save,
  onClose,
  field,
}: EditorProps & { field: EnumField }) {
  const tEnums = useTranslations("enums");
  const options = {
    fuel_type: FUEL_TYPES.map((v) => ({ value: v as string, label: tEnums(fuelKey(v)) })),
    transmission: TRANSMISSIONS.map((v) => ({
      value: v as string,
      label: tEnums(transmissionKey(v)),
    })),
    body_type: BODY_TYPES.filter((v) => v !== "THREE_DOOR_SUV").map((v) => ({
      value: v as string,
      label: tEnums(bodyKey(v)),
    })),
    drive_type: DRIVE_TYPES.map((v) => ({ value: v as string, label: tEnums(driveKey(v)) })),
  }[field];
  const [value, setValue] = useState<string | null>(ad[field]);
  return (
    <ParamDialog
      title={title}
      onClose={onClose}
      save={save}
      patch={value === null ? null : { [field]: value }}
    >
      <OptionGroup
        id={`edit-${field}`}
        legend={title}
        columns="grid-cols-2 sm:grid-cols-3"
        options={options}
        value={value}
        onChoose={setValue}
      />
    </ParamDialog>
  );
}
