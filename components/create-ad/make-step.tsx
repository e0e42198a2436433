"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { chooseMake, type Draft } from "@/components/create-ad/state/draft";
import type { MakeOption } from "@/lib/search/options";
import { readVin } from "@/lib/vin/decode";
import { ChoiceGrid } from "./choice-grid";
import { StepFooter } from "./step-footer";
import type { StepProps } from "./step-props";

/** Step 0: "start with the VIN", the make grid and manual entry. */
export function MakeStep({ draft, update, advance, makes }: StepProps & { makes: MakeOption[] }) {
  const t = useTranslations("createAdWizard.make");
  const [vin, setVin] = useState(draft.vinNumber);
  const [vinNote, setVinNote] = useState<{ kind: "info" | "error"; text: string } | null>(null);

  const choose = (name: string, manual: boolean) => {
    update((d) => chooseMake(d, name, manual));
    advance(1);
  };

  const applyVin = () => {
    const reading = readVin(vin);
    if (!reading) return setVinNote({ kind: "error", text: t("vinInvalid") });
    const known = reading.make && makes.some((m) => m.name === reading.make);
    update((d: Draft) => {
      const withVin = { ...d, vinNumber: reading.vin };
      if (!known) return withVin;
      const next = chooseMake(withVin, reading.make!);
      return reading.year && !next.year ? { ...next, year: reading.year } : next;
    });
    setVinNote(
      known
        ? {
            kind: "info",
            text: t("vinFound", { make: reading.make!, year: String(reading.year ?? "none") }),
          }
        : { kind: "info", text: t("vinUnknown") },
    );
  };

  return (
    <div className="grid gap-6">
      <details
        className="rounded-xl border border-slate-200 bg-slate-50 p-4"
        open={!!draft.vinNumber}
      >
        <summary className="cursor-pointer font-semibold">{t("vinTitle")}</summary>
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            applyVin();
          }}
        >
          <TextField
            id="start-vin"
            label={t("vinLabel")}
            value={vin}
            maxLength={20}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setVin(e.target.value.toUpperCase())}
            className="min-w-0 flex-1 basis-56"
          />
          <Button type="submit" variant="secondary">
            {t("vinButton")}
          </Button>
        </form>
        {vinNote && (
          <div className="mt-3">
            <FormAlert kind={vinNote.kind}>{vinNote.text}</FormAlert>
          </div>
        )}
      </details>
      <ChoiceGrid kind="make" items={makes} selected={draft.make} onChoose={choose} />
      <StepFooter onNext={() => advance(1)} canNext={!!draft.make} />
    </div>
  );
}
