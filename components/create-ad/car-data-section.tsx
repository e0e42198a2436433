"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { ColourField, CountField, StkField } from "@/components/car-data/car-data-fields";
import { EquipmentChecklist } from "@/components/car-data/equipment-checklist";
import { TickBox } from "@/components/car-data/tick-box";
import { ChevronDownIcon } from "@/components/ui/icons";
import type { Draft } from "@/components/create-ad/state/draft";
import { DOORS_MAX, DOORS_MIN, SEATS_MAX, SEATS_MIN } from "@/lib/ads/bounds";
import type { StepProps } from "./step-props";

/**
 * The specs step's optional car data (issue 29): colour and metallic, doors, seats, the STK,
 * service book and garaged, then the equipment behind a toggle. A section of the step rather
 * than a step of its own: a seller who skips it has no extra page or tap on a phone, the
 * specification's seven steps (and saved drafts' step numbers) stay, and the 58 checkboxes are
 * only rendered once asked for.
 */
export function CarDataSection({ draft, update, errors }: Omit<StepProps, "advance" | "back">) {
  const t = useTranslations("createAdWizard");
  const c = useTranslations("createAdWizard.carData");
  const [open, setOpen] = useState(false);
  const set = (patch: Partial<Draft>) => update((d) => ({ ...d, ...patch }));
  // a refused equipment opens the list to show why
  const shown = open || !!errors.equipment;
  return (
    <section aria-labelledby="wizard-more" className="grid gap-6 border-t border-slate-200 pt-5">
      <div>
        <h3 id="wizard-more" className="font-semibold">
          {t("specs.more")}
        </h3>
        <p className="text-sm text-slate-600">{t("specs.moreHint")}</p>
      </div>
      <ColourField
        id="wizard-colour"
        colour={draft.colour}
        metallic={draft.metallic}
        onChange={set}
        error={errors.colour}
      />
      <div className="grid gap-6 sm:grid-cols-[1fr_2fr]">
        <CountField
          id="wizard-doors"
          legend={c("doors")}
          min={DOORS_MIN}
          max={DOORS_MAX}
          columns="grid-cols-4"
          value={draft.doors}
          onChange={(doors) => set({ doors })}
          error={errors.doors}
        />
        <CountField
          id="wizard-seats"
          legend={c("seats")}
          min={SEATS_MIN}
          max={SEATS_MAX}
          columns="grid-cols-4 lg:grid-cols-8"
          value={draft.seats}
          onChange={(seats) => set({ seats })}
          error={errors.seats}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <StkField
          id="wizard-stk"
          value={draft.stkValidUntil}
          // only a whole month is kept: a month or a year alone is no STK
          onChange={(v) => set({ stkValidUntil: v ?? "" })}
          error={errors.stk_valid_until}
        />
        <div className="grid content-start gap-1 sm:pt-6">
          <TickBox
            id="wizard-service-book"
            label={c("serviceBook")}
            checked={draft.serviceBook}
            onChange={(serviceBook) => set({ serviceBook })}
          />
          <TickBox
            id="wizard-garaged"
            label={c("garaged")}
            checked={draft.garaged}
            onChange={(garaged) => set({ garaged })}
          />
        </div>
      </div>
      <div className="rounded-xl border border-slate-200">
        <button
          type="button"
          aria-expanded={shown}
          aria-controls="wizard-equipment"
          onClick={() => setOpen(!shown)}
          className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left hover:bg-slate-50"
        >
          <span>
            <span className="font-semibold">{c("equipment")}</span>
            <span className="block text-sm text-slate-600">
              {c("equipmentChosen", { count: draft.equipment.length })}
            </span>
          </span>
          <ChevronDownIcon className={`size-5 shrink-0 transition ${shown ? "rotate-180" : ""}`} />
        </button>
        {shown && (
          <div id="wizard-equipment" className="border-t border-slate-200 p-4">
            <EquipmentChecklist
              id="wizard-equipment-list"
              value={draft.equipment}
              onChange={(equipment) => set({ equipment })}
              error={errors.equipment}
            />
          </div>
        )}
      </div>
    </section>
  );
}
