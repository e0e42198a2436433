"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ColourField, CountField, StkField } from "@/components/car-data/car-data-fields";
import { EquipmentChecklist } from "@/components/car-data/equipment-checklist";
import { TickBox } from "@/components/car-data/tick-box";
import { DOORS_MAX, DOORS_MIN, SEATS_MAX, SEATS_MIN } from "@/lib/ads/bounds";
import { ParamDialog } from "./param-dialog";
import type { EditorProps } from "./param-editors";

// The dialogs of issue 29's car data, with the wizard's own controls (components/car-data/). Each
// field is optional: a colour, doors or seats pressed again, or an STK's month and year both
// emptied, clear it.

/** The colour and the metallic flag, saved together as the price is with its VAT refund. */
export function ColourEditor({ ad, title, save, onClose }: EditorProps) {
  const [value, setValue] = useState({ colour: ad.colour, metallic: !!ad.metallic });
  return (
    <ParamDialog title={title} onClose={onClose} save={save} patch={value}>
      <ColourField
        id="edit-colour"
        colour={value.colour}
        metallic={value.metallic}
        onChange={(patch) => setValue((v) => ({ ...v, ...patch }))}
      />
    </ParamDialog>
  );
}

/** Doors (2–5) or seats (2–9). */
function CountEditor({
  ad,
  title,
  save,
  onClose,
  field,
}: EditorProps & { field: "doors" | "seats" }) {
  const [value, setValue] = useState(ad[field]);
  const [min, max] = field === "doors" ? [DOORS_MIN, DOORS_MAX] : [SEATS_MIN, SEATS_MAX];
  return (
    <ParamDialog title={title} onClose={onClose} save={save} patch={{ [field]: value }}>
      <CountField
        id={`edit-${field}`}
        legend={title}
        min={min}
        max={max}
        columns="grid-cols-4"
        value={value}
        onChange={setValue}
      />
    </ParamDialog>
  );
}

export const DoorsEditor = (p: EditorProps) => <CountEditor {...p} field="doors" />;
export const SeatsEditor = (p: EditorProps) => <CountEditor {...p} field="seats" />;

/** The STK's last month; Save waits while only one of month and year is chosen. */
export function StkEditor({ ad, title, save, onClose }: EditorProps) {
  const [value, setValue] = useState<string | null>(ad.stk_valid_until ?? "");
  return (
    <ParamDialog
      title={title}
      onClose={onClose}
      save={save}
      patch={value === null ? null : { stk_valid_until: value || null }}
    >
      <StkField id="edit-stk" value={ad.stk_valid_until ?? ""} onChange={setValue} />
    </ParamDialog>
  );
}

/** Service book or garaged: a tick, saved as yes or no. */
function FlagEditor({
  ad,
  title,
  save,
  onClose,
  field,
}: EditorProps & { field: "service_book" | "garaged" }) {
  const t = useTranslations("createAdWizard.carData");
  const [checked, setChecked] = useState(!!ad[field]);
  return (
    <ParamDialog title={title} onClose={onClose} save={save} patch={{ [field]: checked }}>
      <TickBox
        id={`edit-${field}`}
        label={field === "service_book" ? t("serviceBook") : t("garaged")}
        checked={checked}
        onChange={setChecked}
      />
    </ParamDialog>
  );
}

export const ServiceBookEditor = (p: EditorProps) => <FlagEditor {...p} field="service_book" />;
export const GaragedEditor = (p: EditorProps) => <FlagEditor {...p} field="garaged" />;

/** The equipment: the wizard's grouped checklist with its search, in a wider dialog. */
export function EquipmentEditor({ ad, title, save, onClose }: EditorProps) {
  const [value, setValue] = useState(ad.equipment);
  return (
    <ParamDialog title={title} onClose={onClose} save={save} patch={{ equipment: value }} size="lg">
      <EquipmentChecklist id="edit-equipment" value={value} onChange={setValue} />
    </ParamDialog>
  );
}
