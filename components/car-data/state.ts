// Issue 29's car data as the creation wizard and the edit screen both edit it (its fields:
// lib/ads/fields.ts, colour … garaged): the equipment checklist's groups, its search and ticks,
// and the STK's month and year. Client-safe and pure.
import { inListOrder } from "@/lib/ads/fields";
import {
  EQUIPMENT,
  EQUIPMENT_GROUP_NAMES,
  EQUIPMENT_GROUPS,
  EQUIPMENT_TOP,
  type Equipment,
  type EquipmentGroup,
} from "@/lib/enums/car-data";
import { foldKey } from "@/lib/registry/slug";

/** A heading of the checklist: the most asked-for items, or one of the equipment groups. */
export type ChecklistGroup = "top" | EquipmentGroup;

const TOP: readonly Equipment[] = EQUIPMENT_TOP;

/**
 * The checklist: the most asked-for items first, then each group without them, so that every
 * item is one checkbox (two boxes of one name would confuse a screen reader and the eye).
 */
export const CHECKLIST: { group: ChecklistGroup; items: readonly Equipment[] }[] = [
  { group: "top", items: TOP },
  ...EQUIPMENT_GROUP_NAMES.map((group) => ({
    group,
    items: (EQUIPMENT_GROUPS[group] as readonly Equipment[]).filter((e) => !TOP.includes(e)),
  })),
];

/** The checklist's items whose label holds the query, case and diacritics aside; groups left empty go. */
export function filterChecklist(query: string, label: (e: Equipment) => string) {
  const q = foldKey(query);
  if (!q) return CHECKLIST;
  return CHECKLIST.map((g) => ({
    ...g,
    items: g.items.filter((e) => foldKey(label(e)).includes(q)),
  })).filter((g) => g.items.length > 0);
}

/** The chosen equipment with an item ticked or unticked, in the list's order as the ad keeps it. */
export const toggleEquipment = (chosen: readonly Equipment[], item: Equipment, on: boolean) =>
  inListOrder(EQUIPMENT, on ? [...chosen, item] : chosen.filter((e) => e !== item));

/**
 * The STK's years to choose from: last year (an expired STK is worth saying) to four years on (a
 * new car's first inspection), and the ad's own year when it lies outside them.
 */
export function stkYears(now: Date, current: string): number[] {
  const first = now.getFullYear() - 1;
  const years = Array.from({ length: 6 }, (_, i) => first + i);
  const own = Number(current.slice(0, 4));
  if (!current || years.includes(own)) return years;
  return [own, ...years].sort((a, b) => a - b);
}

/** "2027-05" → its year and month ("2027", "05"); "" → both empty. */
export const monthParts = (value: string) => ({
  year: value.slice(0, 4),
  month: value.slice(5, 7),
});

/** The month a year and a month make ("2027-05"); "" when both are empty; null while one is missing. */
export function joinMonth(year: string, month: string): string | null {
  if (!year && !month) return "";
  return year && month ? `${year}-${month}` : null;
}
