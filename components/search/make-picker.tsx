"use client";

import { useTranslations } from "next-intl";
import type { MakeOption } from "@/lib/search/options";
import { LazyPicker } from "./lazy-picker";
import { MakeLogo } from "./make-logo";
import { PickerFace } from "./picker-styles";

/** The make button's content: the chosen make with its logo, or "any make". */
export function MakeFace({ makes, value }: { makes: MakeOption[]; value: string | null }) {
  const t = useTranslations("searchForm");
  const chosen = makes.find((m) => m.name === value);
  return (
    <PickerFace
      label={t("make")}
      icon={chosen && <MakeLogo logo={chosen.logo} />}
      text={chosen?.name ?? t("anyMake")}
    />
  );
}

/** Desktop make dropdown (the list itself in ./listboxes.tsx, loaded on first use). */
export function MakePicker(props: {
  makes: MakeOption[];
  value: string | null;
  onChange: (make: string | null) => void;
}) {
  const t = useTranslations("searchForm");
  return (
    <LazyPicker
      label={t("make")}
      face={<MakeFace makes={props.makes} value={props.value} />}
      render={({ MakeListbox }) => <MakeListbox {...props} />}
    />
  );
}
