import {
  autoVariant,
  canEnter,
  canJump,
  canLeaveGenerationStep,
  canLeaveSpecsStep,
  chooseBody,
  chooseCondition,
  chooseGeneration,
  chooseMake,
  chooseModel,
  EMPTY_DRAFT,
  generatedTitle,
  photoProgress,
  restoredStep,
  stepProgress,
  type Draft,
  type DraftPhoto,
} from "./draft";
import { FINISHED_DRAFT } from "@/tests/fixtures/draft";

const photo = (id: string): DraftPhoto => ({ id, previewUrl: `/media/ads/${id}-mini.webp` });

/** A draft filled up to the final step. */
const full: Draft = FINISHED_DRAFT;

describe("prerequisites and jumps", () => {
  it("each step needs what seed 001 §4 lists", () => {
    expect(canEnter(EMPTY_DRAFT, 1)).toBe(false);
    expect(canEnter({ ...EMPTY_DRAFT, make: "Škoda" }, 1)).toBe(true);
    expect(canEnter({ ...EMPTY_DRAFT, make: "Škoda" }, 2)).toBe(false);
    expect(canEnter({ ...full, year: null }, 3)).toBe(false);
    expect(canEnter({ ...full, bodyType: null }, 4)).toBe(false);
    expect(canEnter({ ...full, description: "  " }, 5)).toBe(false);
    expect(canEnter({ ...full, images: [] }, 6)).toBe(false);
    expect(canEnter(full, 6)).toBe(true);
  });

  it("jumps at most one step ahead, and only with the prerequisites", () => {
    const atOne = { ...full, currentStep: 1 as const };
    expect(canJump(atOne, 2)).toBe(true);
    expect(canJump(atOne, 3)).toBe(false);
    expect(canJump(atOne, 0)).toBe(true);
    expect(canJump({ ...atOne, model: null }, 2)).toBe(false);
  });

  it("a reload honours the URL's step only with its prerequisites; step 6 without photos drops to 5", () => {
    const saved = { ...full, images: [] };
    expect(restoredStep(saved, 4)).toBe(4);
    expect(restoredStep(saved, 6)).toBe(5);
    expect(restoredStep({ ...saved, year: null }, 4)).toBe(0);
    expect(restoredStep(saved, 9)).toBe(0);
    expect(restoredStep(saved, null)).toBe(5); // its saved step, 6, without photos
  });
});

describe("changing an earlier choice", () => {
  const kept = {
    title: full.title,
    description: full.description,
    price: 289000,
    numberOfOwners: 1,
    purchaseCountry: "Czech_Republic",
    vatRefund: true,
    locationName: "Brno",
    vinNumber: full.vinNumber,
    condition: "USED",
  };

  it("a new make resets everything from the model on, photos included, and keeps the final details", () => {
    const d = chooseMake(full, "Volkswagen");
    expect(d).toMatchObject({
      make: "Volkswagen",
      model: null,
      generation: null,
      generationId: null,
      variant: null,
      year: null,
      fuelType: null,
      powerKw: null,
      mileageKm: null,
      images: [],
      ...kept,
    });
  });

  it("the first make and model keep photos stored before them (chosen on another device)", () => {
    const photos = [photo("a"), photo("b")];
    const fresh = { ...EMPTY_DRAFT, images: photos };
    const withMake = chooseMake(fresh, "Škoda");
    expect(withMake.images).toEqual(photos);
    expect(chooseModel(withMake, "Octavia").images).toEqual(photos);
  });

  it("a new model resets the generation on; a generation resets the variant on", () => {
    expect(chooseModel(full, "Superb")).toMatchObject({
      make: "Škoda",
      model: "Superb",
      generationId: null,
      year: null,
      images: [],
      ...kept,
    });
    expect(chooseGeneration(full, { id: 13, name: "IV" })).toMatchObject({
      model: "Octavia",
      generationId: 13,
      generation: "IV",
      variant: null,
      year: null,
      fuelType: null,
      ...kept,
    });
  });

  it("the same choice again changes nothing", () => {
    expect(chooseMake(full, "Škoda")).toBe(full);
    expect(chooseModel(full, " Octavia ")).toBe(full);
    expect(chooseGeneration(full, { id: 12, name: "III" })).toBe(full);
  });

  it("NEW sets 0 owners, USED clears them", () => {
    const fresh = chooseCondition(full, "NEW");
    expect(fresh.numberOfOwners).toBe(0);
    expect(chooseCondition(fresh, "USED").numberOfOwners).toBeNull();
  });

  it("a body whose name gives the doors fills them in, never over the seller's own", () => {
    const hatch = chooseBody({ ...full, bodyType: null, doors: null }, "THREE_DOOR_HATCHBACK");
    expect(hatch.doors).toBe(3);
    expect(chooseBody(hatch, "FIVE_DOOR_HATCHBACK").doors).toBe(5);
    expect(chooseBody(hatch, "ESTATE_CAR").doors).toBeNull();
    expect(chooseBody({ ...full, doors: 4 }, "FIVE_DOOR_SUV").doors).toBe(4);
    expect(chooseBody({ ...hatch, doors: 2 }, "FIVE_DOOR_HATCHBACK").doors).toBe(2);
  });
});

describe("step rules and figures", () => {
  it("a lone Base variant is chosen by itself; several need a choice", () => {
    expect(autoVariant(["Base"])).toBe("Base");
    expect(autoVariant(["Combi"])).toBeNull();
    expect(canLeaveGenerationStep({ ...full, variant: null }, ["Combi", "Sedan"])).toBe(false);
    expect(canLeaveGenerationStep({ ...full, variant: null }, ["Combi"])).toBe(true);
    expect(canLeaveGenerationStep({ ...full, year: null }, [])).toBe(false);
    expect(canLeaveSpecsStep(full)).toBe(true);
    expect(canLeaveSpecsStep({ ...full, mileageKm: null })).toBe(false);
    expect(canLeaveSpecsStep({ ...full, mileageKm: 0 })).toBe(true);
  });

  it("the title leaves out a Base variant and empty parts", () => {
    expect(generatedTitle(full)).toBe("Škoda Octavia Combi III 2019");
    expect(generatedTitle({ ...full, variant: "Base", generation: null })).toBe(
      "Škoda Octavia 2019",
    );
  });

  it("the title names the model once when the generation repeats it", () => {
    const golf = { ...full, make: "Volkswagen", model: "Golf", variant: null, year: 1997 };
    expect(generatedTitle({ ...golf, generation: "Golf IV" })).toBe("Volkswagen Golf IV 1997");
    expect(generatedTitle({ ...golf, generation: "golf IV" })).toBe("Volkswagen Golf IV 1997");
    expect(generatedTitle({ ...full, generation: "Octavia III" })).toBe(
      "Škoda Octavia Combi III 2019",
    );
    // a generation that only begins with the same letters keeps its name
    expect(generatedTitle({ ...golf, generation: "Golfer" })).toBe("Volkswagen Golf Golfer 1997");
  });

  it("progress is step/7 until a price is set, then 100 %; photos count/2 up to 100 %", () => {
    expect(stepProgress({ ...full, price: null, currentStep: 3 })).toBe(43);
    expect(stepProgress({ ...full, currentStep: 3 })).toBe(100);
    expect(photoProgress({ ...full, images: [photo("a")] })).toBe(50);
    expect(photoProgress({ ...full, images: [photo("a"), photo("b"), photo("c")] })).toBe(100);
  });
});
