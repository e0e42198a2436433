/** @jest-environment node */
import { getTableColumns } from "drizzle-orm";
import { ads, savedSearches } from "@/lib/infra/db/schema";
import cs from "@/messages/cs.json";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import {
  colourKey,
  COLOURS,
  EQUIPMENT,
  EQUIPMENT_GROUP_NAMES,
  EQUIPMENT_TOP,
  equipmentGroupKey,
  equipmentKey,
  regionKey,
  REGIONS,
  SELLER_TYPES,
  sellerTypeKey,
} from "./car-data";
import {
  AD_SOURCES,
  AD_STATUSES,
  BODY_TYPES,
  bodyKey,
  CONDITION_GROUPS,
  conditionKey,
  CONDITIONS,
  countryKey,
  DRIVE_TYPES,
  driveKey,
  FUEL_TYPES,
  fuelKey,
  NOTIFICATION_FREQUENCIES,
  PURCHASE_COUNTRIES,
  SEARCH_CONDITIONS,
  SEARCH_FUELS,
  SEARCH_TRANSMISSIONS,
  sourceKey,
  TRANSMISSION_GROUPS,
  transmissionKey,
  TRANSMISSIONS,
} from "./index";
import * as schemas from "./schemas";

const keys: [string, string[]][] = [
  ["fuel", [...FUEL_TYPES, ...SEARCH_FUELS].map(fuelKey)],
  ["transmission", [...TRANSMISSIONS, ...SEARCH_TRANSMISSIONS].map(transmissionKey)],
  ["drive", DRIVE_TYPES.map(driveKey)],
  ["body", BODY_TYPES.map(bodyKey)],
  ["condition", CONDITIONS.map(conditionKey)],
  ["country", PURCHASE_COUNTRIES.map(countryKey)],
  ["source", AD_SOURCES.map(sourceKey)],
  ["colour", COLOURS.map(colourKey)],
  ["equipment", EQUIPMENT.map(equipmentKey)],
  ["equipmentGroup", EQUIPMENT_GROUP_NAMES.map(equipmentGroupKey)],
  ["sellerType", SELLER_TYPES.map(sellerTypeKey)],
  ["region", REGIONS.map(regionKey)],
];

describe("value sets", () => {
  // A label left over from a renamed or dropped value is dead text the translators keep up.
  it.each(keys)(
    "%s: every value has a label in cs, en and ru, and only values do",
    (family, values) => {
      for (const [locale, messages] of Object.entries({ cs, en, ru })) {
        const enums: Record<string, Record<string, string>> = messages.enums;
        const missing = values.filter((key) => {
          const [group, name] = key.split(".");
          return typeof enums[group]?.[name] !== "string" || enums[group][name].trim() === "";
        });
        const extra = Object.keys(enums[family] ?? {}).filter(
          (name) => !values.includes(`${family}.${name}`),
        );
        expect({ locale, missing, extra }).toEqual({ locale, missing: [], extra: [] });
      }
    },
  );

  const columns = { ...getTableColumns(ads), ...getTableColumns(savedSearches) };
  it.each([
    ["fuelType", FUEL_TYPES, schemas.fuelTypeSchema],
    ["transmission", TRANSMISSIONS, schemas.transmissionSchema],
    ["driveType", DRIVE_TYPES, schemas.driveTypeSchema],
    ["bodyType", BODY_TYPES, schemas.bodyTypeSchema],
    ["condition", CONDITIONS, schemas.conditionSchema],
    ["purchaseCountry", PURCHASE_COUNTRIES, schemas.purchaseCountrySchema],
    ["source", AD_SOURCES, schemas.adSourceSchema],
    ["status", AD_STATUSES, schemas.adStatusSchema],
    ["notificationFrequency", NOTIFICATION_FREQUENCIES, schemas.notificationFrequencySchema],
  ] as const)("%s: the column and the zod enum take the same tuple", (column, values, schema) => {
    expect(columns[column].enumValues).toEqual(values);
    expect(schema.options).toEqual(values);
  });

  it("equipment: distinct ids that fit the index's 64-bit mask, the top ones among them", () => {
    expect(new Set(EQUIPMENT).size).toBe(EQUIPMENT.length);
    expect(EQUIPMENT.length).toBeLessThanOrEqual(64);
    expect(new Set(EQUIPMENT_TOP).size).toBe(EQUIPMENT_TOP.length);
    expect(EQUIPMENT_TOP.filter((id) => !EQUIPMENT.includes(id))).toEqual([]);
  });

  it("the search's option lists cover every stored value exactly once", () => {
    expect([...SEARCH_FUELS].sort()).toEqual([...FUEL_TYPES, "unknown"].sort());
    expect(SEARCH_TRANSMISSIONS.flatMap((g) => TRANSMISSION_GROUPS[g]).sort()).toEqual(
      [...TRANSMISSIONS, null].sort(),
    );
    expect(SEARCH_CONDITIONS.flatMap((g) => CONDITION_GROUPS[g]).sort()).toEqual(
      [...CONDITIONS].sort(),
    );
  });
});
