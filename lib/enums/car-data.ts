// The car data buyers filter by beyond the specification's fields (colour, equipment, seller type,
// region): closed value sets, spelled once like ./index.ts. Client-safe and free of zod. Labels are
// under `enums` in messages/*.json (colour.*, equipment.*, equipmentGroup.*, sellerType.*, region.*).

/** Body colours as Czech ads name them; "metalíza" is a flag of its own (the ad's `metallic`). */
export const COLOURS = [
  "white",
  "black",
  "grey",
  "silver",
  "blue",
  "red",
  "green",
  "brown",
  "beige",
  "yellow",
  "orange",
  "gold",
  "purple",
  "other",
] as const;
export type Colour = (typeof COLOURS)[number];

/**
 * Equipment in groups, as Czech ads list it. An ad keeps a set of these ids; the in-process index
 * keeps the set as a bit mask (at most 64 ids), so the list only grows at its end within a group
 * and never past 64 in all.
 */
export const EQUIPMENT_GROUPS = {
  comfort: [
    "ac_manual",
    "ac_auto",
    "ac_multizone",
    "heated_seats",
    "ventilated_seats",
    "electric_seats",
    "leather_seats",
    "heated_steering_wheel",
    "cruise_control",
    "adaptive_cruise_control",
    "keyless_start",
    "keyless_entry",
    "power_windows",
    "electric_mirrors",
    "heated_windscreen",
    "auxiliary_heating",
    "sunroof",
    "panoramic_roof",
    "electric_tailgate",
    "parking_sensors_front",
    "parking_sensors_rear",
    "rear_camera",
    "camera_360",
    "self_parking",
  ],
  safety: [
    "abs",
    "esp",
    "airbags_side",
    "airbags_curtain",
    "isofix",
    "lane_assist",
    "blind_spot",
    "emergency_braking",
    "traffic_sign_recognition",
    "driver_fatigue",
    "led_headlights",
    "matrix_headlights",
    "xenon_headlights",
    "fog_lights",
    "tyre_pressure",
    "alarm",
  ],
  multimedia: [
    "navigation",
    "android_auto",
    "apple_carplay",
    "bluetooth",
    "usb",
    "dab_radio",
    "premium_audio",
    "digital_cockpit",
    "head_up_display",
    "wireless_charging",
  ],
  other: [
    "tow_bar",
    "roof_rails",
    "alloy_wheels",
    "winter_tyres",
    "spare_wheel",
    "sport_package",
    "air_suspension",
    "rain_sensor",
  ],
} as const;
export type EquipmentGroup = keyof typeof EQUIPMENT_GROUPS;
export type Equipment = (typeof EQUIPMENT_GROUPS)[EquipmentGroup][number];
export const EQUIPMENT_GROUP_NAMES = Object.keys(EQUIPMENT_GROUPS) as EquipmentGroup[];
export const EQUIPMENT = Object.values(EQUIPMENT_GROUPS).flat() as [Equipment, ...Equipment[]];

/** The equipment buyers ask for most: the search shows these first, the rest under "více". */
export const EQUIPMENT_TOP = [
  "ac_auto",
  "tow_bar",
  "heated_seats",
  "cruise_control",
  "adaptive_cruise_control",
  "navigation",
  "parking_sensors_rear",
  "rear_camera",
  "led_headlights",
  "keyless_start",
  "android_auto",
  "apple_carplay",
] as const satisfies readonly Equipment[];

/** Who sells: a private person, a dealer (the seller profile's flag), or a listing imported from elsewhere. */
export const SELLER_TYPES = ["private", "dealer", "imported"] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

/** The Czech regions (kraje) by their URL slug; the gazetteer names them (lib/places/gazetteer.ts). */
export const REGIONS = [
  "praha",
  "stredocesky-kraj",
  "jihocesky-kraj",
  "plzensky-kraj",
  "karlovarsky-kraj",
  "ustecky-kraj",
  "liberecky-kraj",
  "kralovehradecky-kraj",
  "pardubicky-kraj",
  "kraj-vysocina",
  "jihomoravsky-kraj",
  "olomoucky-kraj",
  "zlinsky-kraj",
  "moravskoslezsky-kraj",
] as const;
export type Region = (typeof REGIONS)[number];

/** Keys under `enums` in messages/*.json. */
export const colourKey = (v: Colour) => `colour.${v}` as const;
export const equipmentKey = (v: Equipment) => `equipment.${v}` as const;
export const equipmentGroupKey = (v: EquipmentGroup) => `equipmentGroup.${v}` as const;
export const sellerTypeKey = (v: SellerType) => `sellerType.${v}` as const;
export const regionKey = (v: Region) => `region.${v}` as const;
