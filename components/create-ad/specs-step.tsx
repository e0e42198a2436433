"use client";
import { useRef } from "react";
import { useTranslations } from "next-intl";
import { canLeaveSpecsStep, chooseBody, type Draft } from "@/components/create-ad/state/draft";
import { MILEAGE_MAX } from "@/lib/ads/schemas";
import { adWarnings, fuelOfVariant } from "@/lib/ads/warnings";
import {
  BODY_TYPES,
  bodyKey,
  FUEL_TYPES,
  fuelKey,
  TRANSMISSIONS,
  transmissionKey,
} from "@/lib/enums";
import { bodyTypeImageUrl } from "@/lib/registry/views";
import { CarDataSection } from "./car-data-section";
import { NumberField } from "./number-field";
import { PowerField } from "./power-field";
import { OptionGroup } from "./option-group";
import { StepFooter } from "./step-footer";
import { useWarningText } from "./use-warning-text";
import type { StepProps } from "./step-props";

/** The picker omits the 3-door SUV (seed 001 §3). */
const BODIES = BODY_TYPES.filter((b) => b !== "THREE_DOOR_SUV");
const DRIVES = ["fwd", "rwd", "awd", "4wd"] as const;

/**
 * Step 3: fuel, transmission, body (pictures), drive, power (kW or hp) and mileage, all shown at
 * once, then the optional car data (colour, doors, seats, STK, equipment …).
 */
export function SpecsStep({ draft, update, advance, back, errors }: StepProps) {
  const t = useTranslations("createAdWizard.specs");
  const tEnums = useTranslations("enums");
  const tErr = useTranslations("createAd.errors");
  const transmissionRef = useRef<HTMLFieldSetElement>(null);
  const bodyRef = useRef<HTMLFieldSetElement>(null);
  const driveRef = useRef<HTMLFieldSetElement>(null);
  const powerRef = useRef<HTMLInputElement>(null);
  const groups = { transmissionRef, bodyRef, driveRef, powerRef };
  const warningText = useWarningText();
  const warnings = adWarnings(
    { variant: draft.variant, fuel_type: draft.fuelType },
    draft.variantFuel ?? fuelOfVariant(draft.variant),
  );
  /**
   * Choosing moves on to the next field when it is still empty (seed 001 §4); `apply` makes a
   * change that is more than the field's (the body fills in the doors).
   */
  const choose = <K extends keyof Draft>(
    key: K,
    value: Draft[K],
    next: keyof typeof groups,
    apply = (d: Draft): Draft => ({ ...d, [key]: value }),
  ) => {
    const moveOn = draft[key] === null;
    update(apply);
    if (!moveOn) return;
    const el = groups[next].current;
    const target = el instanceof HTMLInputElement ? el : el?.querySelector("button");
    target?.focus();
    target?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  };
  return (
    <div className="grid gap-6">
      <OptionGroup
        id="wizard-fuel"
        legend={t("fuel")}
        options={FUEL_TYPES.map((f) => ({ value: f, label: tEnums(fuelKey(f)) }))}
        value={draft.fuelType}
        onChoose={(v) => choose("fuelType", v, "transmissionRef")}
        error={errors.fuel_type}
        warning={warningText(warnings.fuel_type)}
      />
      <OptionGroup
        id="wizard-transmission"
        groupRef={transmissionRef}
        legend={t("transmission")}
        columns="grid-cols-2 sm:grid-cols-4"
        options={TRANSMISSIONS.map((v) => ({ value: v, label: tEnums(transmissionKey(v)) }))}
        value={draft.transmission}
        onChoose={(v) => choose("transmission", v, "bodyRef")}
        error={errors.transmission}
      />
      <OptionGroup
        id="wizard-body"
        groupRef={bodyRef}
        legend={t("body")}
        columns="grid-cols-3 sm:grid-cols-4 lg:grid-cols-6"
        options={BODIES.map((v) => ({
          value: v,
          label: tEnums(bodyKey(v)),
          picture: (
            // eslint-disable-next-line @next/next/no-img-element -- small sample SVGs
            <img
              src={bodyTypeImageUrl(v)}
              alt=""
              width={64}
              height={32}
              className="h-8 w-16 object-contain"
            />
          ),
        }))}
        value={draft.bodyType}
        onChoose={(v) => choose("bodyType", v, "driveRef", (d) => chooseBody(d, v))}
        error={errors.body_type}
      />
      <OptionGroup
        id="wizard-drive"
        groupRef={driveRef}
        legend={t("drive")}
        columns="grid-cols-2 sm:grid-cols-4"
        options={DRIVES.map((v) => ({ value: v, label: t(`driveOptions.${v}`) }))}
        value={draft.driveType}
        onChoose={(v) => choose("driveType", v, "powerRef")}
        error={errors.drive_type}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PowerField
          inputRef={powerRef}
          value={draft.powerKw}
          error={errors.power_kw}
          onValue={(kw) => update((d) => ({ ...d, powerKw: kw }))}
        />
        <NumberField
          id="wizard-mileage"
          label={t("mileage")}
          value={draft.mileageKm}
          min={0}
          max={MILEAGE_MAX}
          grouped
          invalidText={tErr("mileageInvalid")}
          hint={t("mileageHint")}
          error={errors.mileage_km}
          onValue={(km) => update((d) => ({ ...d, mileageKm: km }))}
        />
      </div>
      <CarDataSection draft={draft} update={update} errors={errors} />
      <StepFooter onBack={back} onNext={() => advance(4)} canNext={canLeaveSpecsStep(draft)} />
    </div>
  );
}
