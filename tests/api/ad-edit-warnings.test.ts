/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { generations } from "@/lib/infra/db/schema";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import { syncRegistry } from "@/lib/registry/sync";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { adOf, getEdit, patchJson, seller } from "./ad-edit.helpers";
import { REGISTRY_FIXTURE } from "./registry-fixture";

// The edit screen warns of a price far below what the car usually costs, as the wizard and the
// create API do (issue 27): the editor loads the generation's typical minimum, PATCH answers the warning.

beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "vz-edit-warn-"));
  await setupTestDb();
  await syncRegistry(getDb(), REGISTRY_FIXTURE);
}, 60_000);
afterAll(() => teardownTestDb());
beforeEach(() => resetRateLimits());

it("loads the generation's typical minimum; a price far below it is saved with a warning, a usual one without", async () => {
  const [gen] = await getDb()
    .select({ id: generations.id })
    .from(generations)
    .where(eq(generations.name, "Octavia IV"));
  const owner = await seller();
  const { ad } = await adOf(owner, 1, {
    make: "Škoda",
    model: "Octavia",
    generation: "Octavia IV",
    generationId: gen.id,
    year: 2021,
    price: 420_000,
  });

  const loaded = await getEdit(owner.client, ad.id);
  expect(loaded.status).toBe(200);
  expect(loaded.body.typical_min_price).toBe(450_000);

  const cheap = await patchJson(owner.client, ad.id, { price: 45_000 });
  expect(cheap.status).toBe(200);
  expect(cheap.body.price).toBe(45_000);
  expect(cheap.body.warnings).toEqual({
    price: { message: "createAd.warnings.priceFarBelow", values: { min: "450000" } },
  });

  const usual = await patchJson(owner.client, ad.id, { price: 390_000 });
  expect(usual.status).toBe(200);
  expect(usual.body.warnings).toBeUndefined();
});

it("has no typical minimum, and no warning, for an ad without a generation", async () => {
  const owner = await seller();
  const { ad } = await adOf(owner, 1, { generationId: null });
  expect((await getEdit(owner.client, ad.id)).body.typical_min_price).toBeNull();
  const cheap = await patchJson(owner.client, ad.id, { price: 5_000 });
  expect(cheap.status).toBe(200);
  expect(cheap.body.warnings).toBeUndefined();
});
