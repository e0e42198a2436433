"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { MakeLogo } from "@/components/search/make-logo";
import { SelectField } from "@/components/ui/select-field";
import { productionYears } from "@/components/ad-edit/state/params";
import { composeTitle } from "@/components/ad-edit/state/title";
import type { MakeOption, ModelOption } from "@/lib/search/options";
import { yearOptions } from "@/lib/search/options";
import { useModels } from "@/components/swr/use-models";
import { ParamDialog } from "./param-dialog";
import type { EditorProps } from "./param-editors";
import { PickerField } from "./picker-field";
import { useAdGenerations } from "./use-ad-generations";

const NO_INITIAL = { make: null, models: [] as ModelOption[] };
/** The generation picker's "not known" entry. */
const NO_GENERATION = "";

/** The names of a list, with the ad's own value first when the registry does not know it. */
const withCurrent = (names: string[], current: string | null) =>
  current && !names.includes(current) ? [current, ...names] : names;

/**
 * Make, model and generation (seed 001 §4, §7): a new make clears model and generation, a new
 * model clears the generation; Save needs make and model and sends the recomposed title.
 */
export function VehicleEditor({
  ad,
  title,
  save,
  onClose,
  makes,
}: EditorProps & { makes: MakeOption[] }) {
  const t = useTranslations("editAd");
  const [make, setMake] = useState<string | null>(ad.make);
  const [model, setModel] = useState<string | null>(ad.model);
  const [gen, setGen] = useState<{ id: number | null; name: string | null }>({
    id: ad.generation_id,
    name: ad.generation,
  });
  const { models } = useModels(make, NO_INITIAL);
  const { generations } = useAdGenerations(make, model);
  const logos = new Map(makes.map((m) => [m.name, m.logo]));
  const makeNames = withCurrent(
    [...makes].sort((a, b) => a.name.localeCompare(b.name, "cs")).map((m) => m.name),
    ad.make,
  );
  const modelNames = withCurrent(
    models.map((m) => m.name).sort((a, b) => a.localeCompare(b, "cs")),
    make === ad.make ? ad.model : null,
  );
  const genOptions = [
    { value: NO_GENERATION, label: t("generationUnknown") },
    ...generations.map((g) => ({
      value: String(g.gen_id),
      label: `${g.generation} (${g.production_years.replace("-", "–")})`,
    })),
  ];
  // the ad's generation stays choosable while the list loads or when the registry lost it
  if (gen.id !== null && !generations.some((g) => g.gen_id === gen.id))
    genOptions.push({ value: String(gen.id), label: gen.name ?? String(gen.id) });
  const patch =
    make && model
      ? {
          make,
          model,
          generation_id: gen.id,
          // the shared schema reads "" as no generation name (null is refused)
          generation: gen.name ?? "",
          title: composeTitle({ make, model, generation: gen.name, year: ad.year }),
        }
      : null;
  return (
    <ParamDialog title={title} onClose={onClose} save={save} patch={patch}>
      <PickerField
        id="edit-make"
        label={t("makeLabel")}
        placeholder={t("choose")}
        options={makeNames.map((name) => ({
          value: name,
          label: name,
          icon: logos.get(name) ? <MakeLogo logo={logos.get(name)!} /> : undefined,
        }))}
        value={make}
        onChange={(v) => {
          if (v === make) return;
          setMake(v);
          setModel(null);
          setGen({ id: null, name: null });
        }}
      />
      <PickerField
        id="edit-model"
        label={t("modelLabel")}
        placeholder={make ? t("choose") : t("chooseMakeFirst")}
        options={modelNames.map((name) => ({ value: name, label: name }))}
        value={model}
        disabled={!make}
        onChange={(v) => {
          if (v === model) return;
          setModel(v);
          setGen({ id: null, name: null });
        }}
      />
      <PickerField
        id="edit-generation"
        label={t("generationLabel")}
        placeholder={model ? t("generationUnknown") : t("chooseModelFirst")}
        options={genOptions}
        value={!model ? null : gen.id === null ? NO_GENERATION : String(gen.id)}
        disabled={!model}
        onChange={(v) => {
          const g = generations.find((x) => String(x.gen_id) === v);
          setGen(g ? { id: g.gen_id, name: g.generation } : { id: null, name: null });
        }}
      />
    </ParamDialog>
  );
}

/**
 * The year: the production years of the ad's generation, or any year 1960–now when the
 * generation is unknown (seed 001 §4). Sent with the recomposed title.
 */
export function YearEditor({ ad, title, save, onClose }: EditorProps) {
  const t = useTranslations("editAd");
  const [year, setYear] = useState(String(ad.year));
  const { generations, isLoading } = useAdGenerations(
    ad.generation_id ? ad.make : null,
    ad.generation_id ? ad.model : null,
  );
  const generation = generations.find((g) => g.gen_id === ad.generation_id);
  const all = yearOptions();
  const years = generation ? productionYears(generation.production_years, all) : all;
  const shown = years.includes(ad.year) ? years : [ad.year, ...years];
  return (
    <ParamDialog
      title={title}
      onClose={onClose}
      save={save}
      patch={
        year && !isLoading
          ? {
              year: Number(year),
              title: composeTitle({
                make: ad.make,
                model: ad.model,
                generation: ad.generation,
                year: Number(year),
              }),
            }
          : null
      }
    >
      <SelectField
        id="edit-year"
        label={
          generation ? t("yearOfGeneration", { generation: generation.generation }) : t("yearLabel")
        }
        placeholder={t("choose")}
        options={shown.map((y) => ({ value: String(y), label: String(y) }))}
        value={year}
        onChange={(e) => setYear(e.target.value)}
      />
    </ParamDialog>
  );
}
