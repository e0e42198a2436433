import { useTranslations } from "next-intl";
import { CheckIcon } from "@/components/ui/icons";
import {
  EQUIPMENT_GROUP_NAMES,
  EQUIPMENT_GROUPS,
  equipmentGroupKey,
  equipmentKey,
  type Equipment,
} from "@/lib/enums/car-data";

/**
 * The ad's equipment (issue 29) by group, in the list's order: only the groups it has items of,
 * nothing when the seller listed none. Two columns of items from the small breakpoint, one on a
 * phone.
 */
export function EquipmentList({ equipment }: { equipment: readonly Equipment[] }) {
  const t = useTranslations("adDetail");
  const e = useTranslations("enums");
  const groups = EQUIPMENT_GROUP_NAMES.flatMap((group) => {
    const items = (EQUIPMENT_GROUPS[group] as readonly Equipment[]).filter((item) =>
      equipment.includes(item),
    );
    return items.length ? [{ group, items }] : [];
  });
  if (groups.length === 0) return null;
  return (
    <section
      aria-labelledby="ad-equipment"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="ad-equipment" className="mb-3 text-lg font-semibold">
        {t("equipment")}
      </h2>
      <div className="grid gap-4">
        {groups.map(({ group, items }) => (
          <div key={group}>
            <h3
              id={`ad-equipment-${group}`}
              className="mb-1.5 text-sm font-semibold text-slate-500"
            >
              {e(equipmentGroupKey(group))}
            </h3>
            <ul
              aria-labelledby={`ad-equipment-${group}`}
              className="grid gap-x-8 gap-y-1.5 text-sm text-slate-900 sm:grid-cols-2"
            >
              {items.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <CheckIcon className="text-primary-600 mt-0.5 size-4 shrink-0" />
                  {e(equipmentKey(item))}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
