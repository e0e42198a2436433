"use client";
import { useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldMessage } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { PlaceCombobox } from "@/components/places/place-combobox";
import { OWNERS_MAX, PRICE_MAX, PRICE_MIN, VIN_PATTERN } from "@/lib/ads/schemas";
import { adWarnings, priceWarning } from "@/lib/ads/warnings";
import { chooseCondition, type Draft } from "@/components/create-ad/state/draft";
import { apiDriveType, apiPowerKw } from "@/components/create-ad/state/payload";
import { MarketRange } from "@/components/price-rating/market-range";
import type { MarketCar } from "@/components/swr/use-market-value";
import { countryKey, PURCHASE_COUNTRIES } from "@/lib/enums";
import { NumberField } from "./number-field";
import { OptionGroup } from "./option-group";
import type { StepProps } from "./step-props";
import { useWarningText } from "./use-warning-text";
import { mapLink } from "@/lib/places/map-link";

const QUICK_OWNERS = [1, 2, 3];
const MORE_OWNERS = Array.from({ length: OWNERS_MAX - 3 }, (_, i) => i + 4); // 4..20

/** The draft's car as the market value reads it (the payload's spellings). */
const marketCar = (d: Draft): MarketCar => ({
  make: d.make,
  model: d.model,
  year: d.year,
  generation_id: d.generationId,
  mileage_km: d.mileageKm,
  power_kw: apiPowerKw(d),
  fuel_type: d.fuelType,
  transmission: d.transmission,
  drive_type: apiDriveType(d),
  body_type: d.bodyType,
  condition: d.condition === "NEW" ? "new" : "used",
  equipment: d.equipment,
});

/** Step 6: condition, owners, country, location, price, VAT, VIN (the publish bar follows). */
export function FinalStep({ draft, update, errors }: StepProps) {
  const t = useTranslations("createAdWizard.final");
  const tEnums = useTranslations("enums");
  const tErr = useTranslations("createAd.errors");
  const vin = draft.vinNumber;
  const vinBad = vin !== "" && !VIN_PATTERN.test(vin);
  const warningText = useWarningText();
  const vinWarning = vinBad
    ? undefined
    : adWarnings({ vin_number: vin, year: draft.year }).vin_number;
  const owners = draft.numberOfOwners;
  const set = (patch: Partial<Draft>) => update((d) => ({ ...d, ...patch }));
  return (
    <div className="grid gap-6">
      <OptionGroup
        id="wizard-condition"
        legend={t("condition")}
        columns="grid-cols-2 max-w-sm"
        options={[
          { value: "USED" as const, label: t("used") },
          { value: "NEW" as const, label: t("new") },
        ]}
        value={draft.condition}
        onChoose={(c) => update((d) => chooseCondition(d, c))}
        error={errors.condition}
      />
      {draft.condition === "USED" && (
        <fieldset aria-describedby={errors.number_of_owners ? "wizard-owners-error" : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t("owners")}</legend>
          <div className="flex flex-wrap items-center gap-2">
            {QUICK_OWNERS.map((n) => (
              <button
                key={n}
                type="button"
                aria-pressed={owners === n}
                onClick={() => set({ numberOfOwners: n })}
                className={`min-h-11 min-w-12 rounded-lg border px-3 text-sm font-semibold ${owners === n ? "border-primary-600 bg-primary-50 text-primary-800 ring-primary-600 ring-1" : "border-slate-200 bg-white hover:bg-slate-50"}`}
              >
                {n}
              </button>
            ))}
            <SelectField
              id="wizard-owners-more"
              label={t("ownersMore")}
              placeholder={t("ownersMorePlaceholder")}
              className="w-32"
              options={MORE_OWNERS.map((n) => ({ value: String(n), label: String(n) }))}
              value={owners !== null && owners >= 4 ? String(owners) : ""}
              onChange={(e) =>
                set({ numberOfOwners: e.target.value ? Number(e.target.value) : null })
              }
            />
          </div>
          <FieldMessage id="wizard-owners" error={errors.number_of_owners} />
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <SelectField
            id="wizard-country"
            label={t("country")}
            placeholder={t("countryPlaceholder")}
            options={PURCHASE_COUNTRIES.map((c) => ({ value: c, label: tEnums(countryKey(c)) }))}
            value={draft.purchaseCountry ?? ""}
            onChange={(e) =>
              set({ purchaseCountry: (e.target.value || null) as Draft["purchaseCountry"] })
            }
          />
          <FieldMessage id="wizard-country" error={errors.purchase_country} />
        </div>
        <PlaceCombobox
          id="wizard-location"
          label={t("location")}
          value={draft.locationName ? { id: draft.locationName, name: draft.locationName } : null}
          onChange={(p) =>
            set({ locationName: p?.name ?? "", locationLink: mapLink(p?.name ?? "") })
          }
          error={errors.location_name}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-3">
          <div>
            <NumberField
              id="wizard-price"
              label={t("price")}
              placeholder={t("pricePlaceholder")}
              value={draft.price}
              min={PRICE_MIN}
              max={PRICE_MAX}
              grouped
              invalidText={tErr("priceInvalid")}
              error={errors.price}
              warning={warningText(priceWarning(draft.price, draft.generationMinPrice))}
              onValue={(price) => set({ price })}
            />
            <MarketRange car={marketCar(draft)} price={draft.price} />
          </div>
          {/* shown with the price from the start (issue 27: all fields of a step at once); the payload sends it with a price only */}
          <Checkbox
            id="wizard-vat"
            checked={draft.vatRefund}
            onChange={(e) => set({ vatRefund: e.target.checked })}
            label={t("vat")}
          />
        </div>
        <TextField
          id="wizard-vin"
          label={t("vin")}
          value={vin}
          maxLength={17}
          autoComplete="off"
          spellCheck={false}
          hint={t("vinHint")}
          warning={warningText(vinWarning)}
          error={errors.vin_number ?? (vinBad ? tErr("vinInvalid") : undefined)}
          onChange={(e) => set({ vinNumber: e.target.value.toUpperCase().replace(/\s/g, "") })}
        />
      </div>
    </div>
  );
}
