"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { FieldMessage } from "@/components/ui/field";
import { TextField } from "@/components/ui/text-field";
import { equipmentGroupKey, equipmentKey, type Equipment } from "@/lib/enums/car-data";
import { filterChecklist, toggleEquipment } from "./state";
import { TickBox } from "./tick-box";

/**
 * The equipment as a checklist in groups, the most asked-for first, each group a fieldset, with
 * a search that narrows the items by label (case and diacritics aside). The wizard's specs step
 * and the edit screen's dialog share it.
 */
export function EquipmentChecklist({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: readonly Equipment[];
  onChange: (next: Equipment[]) => void;
  error?: string;
}) {
  const t = useTranslations("createAdWizard.carData");
  const tEnums = useTranslations("enums");
  const [query, setQuery] = useState("");
  const label = (e: Equipment) => tEnums(equipmentKey(e));
  const groups = filterChecklist(query, label);
  return (
    <div className="@container grid gap-4">
      <TextField
        id={`${id}-search`}
        type="search"
        label={t("equipmentSearch")}
        placeholder={t("equipmentSearchPlaceholder")}
        autoComplete="off"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        // Enter filters; it must not submit the edit screen's dialog around the list
        onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
      />
      {groups.length === 0 && <p className="text-sm text-slate-600">{t("equipmentNone")}</p>}
      {groups.map((g) => (
        <fieldset key={g.group} className="min-w-0">
          <legend className="mb-1 text-sm font-semibold text-slate-700">
            {g.group === "top" ? t("equipmentTop") : tEnums(equipmentGroupKey(g.group))}
          </legend>
          {/* columns by the list's own width: the wizard's column, the edit screen's dialog */}
          <div className="grid gap-x-4 @md:grid-cols-2 @3xl:grid-cols-3">
            {g.items.map((e) => (
              <TickBox
                key={e}
                id={`${id}-${e}`}
                label={label(e)}
                checked={value.includes(e)}
                onChange={(on) => onChange(toggleEquipment(value, e, on))}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <FieldMessage id={id} error={error} />
    </div>
  );
}
