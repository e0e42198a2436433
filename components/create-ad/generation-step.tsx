"use client";
import useSWR from "swr";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { FieldMessage } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import {
  autoVariant,
  canLeaveGenerationStep,
  chooseGeneration,
  chooseVariant,
  type Draft,
} from "@/components/create-ad/state/draft";
import type { ApiGeneration, ApiVariant } from "@/lib/registry/api";
import { yearOptions } from "@/lib/search/options";
import { swrKeys } from "@/components/swr/keys";
import { StepFooter } from "./step-footer";
import type { StepProps } from "./step-props";

const NONE: never[] = [];
const logged = (what: string) => (err: unknown) => console.error(`[create-ad] ${what}:`, err);

/** A generation's production years as a range, the open end being this year. */
function yearsOf(g: ApiGeneration | undefined, now = new Date()) {
  const all = yearOptions(now);
  if (!g) return all;
  const [from, to] = g.production_years.split("-").map((y) => Number(y) || null);
  return all.filter((y) => (!from || y >= from) && (!to || y <= to));
}

/** Step 2: generation (pictures), year (the purchase year without a generation list) and variant. */
export function GenerationStep({ draft, update, advance, back, errors }: StepProps) {
  const t = useTranslations("createAdWizard.generation");
  const registry = !draft.makeIsManual && draft.make && draft.model;
  const gens = useSWR<ApiGeneration[]>(
    registry ? swrKeys.generations(draft.make!, draft.model!) : null,
    { revalidateOnFocus: false, onError: logged("generations") },
  );
  const variantsKey = registry
    ? swrKeys.variants(draft.make!, draft.model!, draft.generationId)
    : null;
  const vars = useSWR<ApiVariant[]>(variantsKey, {
    revalidateOnFocus: false,
    onError: logged("variants"),
  });
  const generations = gens.data ?? NONE;
  const variantItems = vars.data ?? NONE;
  const variants = variantItems.map((v) => v.variant);
  /** the variant with the registry's engine, which fills the specs step */
  const choose = (name: string | null) =>
    update((d) => chooseVariant(d, name, variantItems.find((v) => v.variant === name)?.engine));
  const auto = autoVariant(variants);
  useEffect(() => {
    if (auto && draft.variant !== auto) choose(auto);
  });

  const chosen = generations.find((g) => g.gen_id === draft.generationId);
  const years = yearsOf(chosen);
  const pick = (g: ApiGeneration | null) =>
    update((d) =>
      chooseGeneration(d, g && { id: g.gen_id, name: g.generation, minPrice: g.min_price }),
    );
  const tile = (active: boolean) =>
    `flex h-full w-full flex-col overflow-hidden rounded-xl border text-left text-sm transition-colors ${active ? "border-primary-600 ring-primary-600 bg-primary-50 ring-1" : "border-slate-200 bg-white hover:border-slate-300"}`;

  return (
    <div className="grid gap-6">
      {gens.isLoading && <p className="text-sm text-slate-600">{t("loading")}</p>}
      {generations.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">
            {t("generationLabel")}
          </legend>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {generations.map((g) => {
              const [from, to] = g.production_years.split("-");
              return (
                <li key={g.gen_id}>
                  <button
                    type="button"
                    aria-pressed={g.gen_id === draft.generationId}
                    onClick={() => pick(g)}
                    className={tile(g.gen_id === draft.generationId)}
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- registry pictures, already sized */}
                    <img
                      src={g.image}
                      alt=""
                      width={240}
                      height={135}
                      loading="lazy"
                      className="aspect-video w-full bg-slate-100 object-cover"
                    />
                    <span className="px-2 pt-1.5 font-semibold">{g.generation}</span>
                    <span className="px-2 pb-2 text-slate-600">
                      {to ? t("years", { from, to }) : t("yearsOpen", { from })}
                    </span>
                  </button>
                </li>
              );
            })}
            <li>
              <button
                type="button"
                aria-pressed={draft.generationId === null && draft.year !== null}
                onClick={() => pick(null)}
                className={`${tile(false)} min-h-24 items-center justify-center font-medium`}
              >
                {t("unknown")}
              </button>
            </li>
          </ul>
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <SelectField
            id="wizard-year"
            label={generations.length ? t("yearLabel") : t("purchaseYearLabel")}
            placeholder={t("yearPlaceholder")}
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
            value={draft.year ?? ""}
            onChange={(e) =>
              update((d: Draft) => ({ ...d, year: e.target.value ? Number(e.target.value) : null }))
            }
          />
          <FieldMessage id="wizard-year" error={errors.year} />
        </div>
        {variants.length > 1 && (
          <div>
            <SelectField
              id="wizard-variant"
              label={t("variantLabel")}
              placeholder={t("variantPlaceholder")}
              options={variants.map((v) => ({ value: v, label: v }))}
              value={draft.variant ?? ""}
              onChange={(e) => choose(e.target.value || null)}
            />
            <FieldMessage
              id="wizard-variant"
              error={errors.variant}
              hint={draft.variant ? undefined : t("variantRequired")}
            />
          </div>
        )}
      </div>
      <StepFooter
        onBack={back}
        onNext={() => advance(3)}
        canNext={canLeaveGenerationStep(draft, variants)}
      />
    </div>
  );
}
