import { BODY_TYPES } from "./index";
import { bodyTypeInputSchema, conditionInputSchema, driveTypeInputSchema } from "./schemas";
import { bodyTypeOf, conditionOf, driveTypeOf } from "./spellings";

describe("other spellings of stored values", () => {
  it("reads every body code, the wizard's lower-case codes and old display names", () => {
    for (const code of BODY_TYPES) expect(bodyTypeOf(code)).toBe(code);
    expect(
      [
        "coupe",
        "sedan",
        "3_door_suv",
        "5_door_suv",
        "estate_car",
        "3_door_hatchback",
        "5_door_hatchback",
        "pickup",
      ].map(bodyTypeOf),
    ).toEqual([
      "COUPE",
      "SEDAN_SALOON",
      "THREE_DOOR_SUV",
      "FIVE_DOOR_SUV",
      "ESTATE_CAR",
      "THREE_DOOR_HATCHBACK",
      "FIVE_DOOR_HATCHBACK",
      "PICKUP",
    ]);
    expect(["3-door SUV", "estate car", " Estate Car "].map(bodyTypeOf)).toEqual([
      "THREE_DOOR_SUV",
      "ESTATE_CAR",
      "ESTATE_CAR",
    ]);
    expect(["saloon", "4-door SUV", ""].map(bodyTypeOf)).toEqual([null, null, null]);
  });

  it("stores the wizard's 4wd as AWD and reads NEW/USED", () => {
    expect(["fwd", "RWD", "awd", "4wd", "2wd"].map(driveTypeOf)).toEqual([
      "FWD",
      "RWD",
      "AWD",
      "AWD",
      null,
    ]);
    expect(["NEW", "USED", "damaged", "broken"].map(conditionOf)).toEqual([
      "new",
      "used",
      "damaged",
      null,
    ]);
  });

  it("input schemas answer the canonical value and refuse unknown spellings", () => {
    expect(bodyTypeInputSchema.parse("estate car")).toBe("ESTATE_CAR");
    expect(driveTypeInputSchema.parse("4wd")).toBe("AWD");
    expect(conditionInputSchema.parse("USED")).toBe("used");
    expect(bodyTypeInputSchema.safeParse("saloon").success).toBe(false);
    expect(conditionInputSchema.safeParse(1).success).toBe(false);
  });
});
