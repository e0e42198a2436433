import type { GenerationOption, ModelOption } from "@/lib/search/options";

/** Models of a make: the popular ones first under their heading, then the others. */
export function modelOptions(models: ModelOption[], popularLabel: string, allLabel: string) {
  const popular = models.filter((m) => m.popular);
  const rest = [...models].sort((a, b) => a.name.localeCompare(b.name, "cs"));
  if (popular.length === 0 || popular.length === models.length) {
    return rest.map((m) => ({ value: m.name, label: m.name }));
  }
  // one entry per model: the popular group holds them, the all group the others
  const others = rest.filter((m) => !m.popular);
  return [
    ...popular.map((m) => ({ value: m.name, label: m.name, group: popularLabel })),
    ...others.map((m) => ({ value: m.name, label: m.name, group: allLabel })),
  ];
}

export const generationLabel = (g: GenerationOption) =>
  `${g.name} (${g.startYear}–${g.endYear ?? ""})`;
