import { EQUIPMENT, EQUIPMENT_TOP, type Equipment } from "@/lib/enums/car-data";
import messages from "@/messages/cs.json";
import {
  CHECKLIST,
  filterChecklist,
  joinMonth,
  monthParts,
  stkYears,
  toggleEquipment,
} from "./state";

const label = (e: Equipment) => messages.enums.equipment[e];

test("the checklist has the most asked-for first and every item once", () => {
  expect(CHECKLIST[0]).toEqual({ group: "top", items: EQUIPMENT_TOP });
  expect(CHECKLIST.map((g) => g.group)).toEqual([
    "top",
    "comfort",
    "safety",
    "multimedia",
    "other",
  ]);
  const all = CHECKLIST.flatMap((g) => g.items);
  expect([...all].sort()).toEqual([...EQUIPMENT].sort());
});

test("the search matches labels without regard to case or diacritics and drops empty groups", () => {
  expect(filterChecklist("  ", label)).toBe(CHECKLIST);
  const heated = filterChecklist("VYHRIV", label);
  expect(heated.map((g) => g.group)).toEqual(["top", "comfort"]);
  expect(heated.flatMap((g) => g.items)).toEqual([
    "heated_seats",
    "heated_steering_wheel",
    "heated_windscreen",
  ]);
  expect(filterChecklist("tažné", label).flatMap((g) => g.items)).toEqual(["tow_bar"]);
  expect(filterChecklist("xyz", label)).toEqual([]);
});

test("a tick adds an item in the list's order once, an untick removes it", () => {
  const chosen = toggleEquipment(["tow_bar"], "abs", true);
  expect(chosen).toEqual(["abs", "tow_bar"]);
  expect(toggleEquipment(chosen, "abs", true)).toEqual(["abs", "tow_bar"]);
  expect(toggleEquipment(chosen, "tow_bar", false)).toEqual(["abs"]);
});

test("the STK's years run from last year to four years on, with the ad's own year when outside", () => {
  const now = new Date("2026-03-10");
  expect(stkYears(now, "")).toEqual([2025, 2026, 2027, 2028, 2029, 2030]);
  expect(stkYears(now, "2027-05")).toEqual([2025, 2026, 2027, 2028, 2029, 2030]);
  expect(stkYears(now, "2021-11")).toEqual([2021, 2025, 2026, 2027, 2028, 2029, 2030]);
});

test("a month is split into year and month and joined only when both are chosen", () => {
  expect(monthParts("2027-05")).toEqual({ year: "2027", month: "05" });
  expect(monthParts("")).toEqual({ year: "", month: "" });
  expect(joinMonth("2027", "05")).toBe("2027-05");
  expect(joinMonth("", "")).toBe("");
  expect(joinMonth("2027", "")).toBeNull();
  expect(joinMonth("", "05")).toBeNull();
});
